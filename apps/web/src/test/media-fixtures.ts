import type { TMedia, TQuestion } from '@rally/contracts/media';
import { uuid } from './game-fixtures.ts';

/** Test data: a media item of the company's library, a PDF the caller may change; override any field. */
export const mediaOf = (n: number, overrides: Partial<TMedia> = {}): TMedia => ({
  mediaID: uuid(n),
  companyID: 'company-1',
  header: `Healthy habits ${n}`,
  description: '',
  scope: 'company',
  lang: 'en',
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 1000,
  originalName: `habits-${n}.pdf`,
  fileUrl: `/api/files/${uuid(n)}`,
  thumbnailUrl: null,
  questionCount: 0,
  editable: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

/** Test data: a single-choice question about `media`. */
export const questionOf = (media: TMedia, text: string): TQuestion => ({
  questionID: uuid(200),
  mediaID: media.mediaID,
  text,
  kind: 'single',
  options: [
    { id: 'a', text: 'Yes', correct: true },
    { id: 'b', text: 'No', correct: false },
  ],
  points: 10,
  position: 0,
  answerCount: 0,
});
