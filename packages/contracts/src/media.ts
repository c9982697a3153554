import { z } from 'zod';

/**
 * The media library and its quizzes (spec sections 3 and 7 "Media and questions", DESIGN section 3,
 * ADR 0021). Wire names follow the spec: `mediaID`, `companyID`, `header`, `scope`, `lang`,
 * `description`; lists come back as `{result, count}`.
 */
export const MEDIA_KINDS = ['image', 'video', 'pdf', 'audio'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_SCOPES = ['company', 'global'] as const;
export const MEDIA_LANGS = ['en', 'de', 'fr', 'pt'] as const;

/** What an upload may be, read from its bytes (never from its name or declared type), by kind. */
export const MEDIA_TYPES: Record<string, TMediaKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'application/pdf': 'pdf',
  'audio/mpeg': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
};
/** The largest file of each kind, in MB (a video is larger than a slide). */
export const MEDIA_MAX_MB: Record<TMediaKind, number> = { image: 8, pdf: 16, audio: 16, video: 40 };
export const MEDIA_MAX_BYTES = (kind: TMediaKind) => MEDIA_MAX_MB[kind] * 1024 * 1024;
/** What the file picker offers; the server decides by content all the same. */
export const MEDIA_ACCEPT = Object.keys(MEDIA_TYPES).join(',');
export const MEDIA_PAGE_SIZE = 12;

export const ZMedia = z.object({
  mediaID: z.string(),
  companyID: z.string(),
  header: z.string(),
  description: z.string(),
  scope: z.enum(MEDIA_SCOPES),
  lang: z.enum(MEDIA_LANGS),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  /** Where the bytes are served (`/api/files/{id}`), and a small WebP for images (else null). */
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  questionCount: z.number().int(),
  /** Whether the caller may change it (their company's, or any for a platform admin). */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;
/** `GET /media/all/pagination/{page}` */
export const ZMediaPage = z.object({ result: z.array(ZMedia), count: z.number().int() });
export const ZMediaListQuery = z.object({
  kind: z.enum(MEDIA_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
});

const detailFields = {
  header: z.string().trim().min(1).max(160),
  description: z.string().trim().max(2000),
  scope: z.enum(MEDIA_SCOPES),
  lang: z.enum(MEDIA_LANGS),
};
/** The text fields of `POST /media/upload` (multipart), checked like a JSON body. */
export const ZMediaUploadFields = z.object({
  companyID: z.uuid().optional(),
  header: detailFields.header,
  description: detailFields.description.default(''),
  scope: detailFields.scope.default('company'),
  lang: detailFields.lang.default('en'),
});
/** `POST /media`: changes a media item's details (its file stays; upload a new item for a new file). */
export const ZSaveMediaRequest = z.object({ mediaID: z.uuid(), ...detailFields });

export const QUESTION_KINDS = ['single', 'multiple'] as const;
export const ZQuestionOption = z.object({ id: z.string(), text: z.string(), correct: z.boolean() });
/** A question as an organiser sees it: with its correct answers. */
export const ZQuestion = z.object({
  questionID: z.string(),
  mediaID: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(ZQuestionOption),
  points: z.number().int(),
  position: z.number().int(),
  answerCount: z.number().int(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
export const ZQuestionList = z.array(ZQuestion);

/** What a quiz question is worth, as a behaviour (DESIGN section 3); the database's check reads it too. */
export const QUESTION_POINTS = { min: 0, max: 1000 } as const;

const ZOptionInput = z.object({ text: z.string().trim().min(1).max(300), correct: z.boolean() });
const questionFields = {
  text: z.string().trim().min(1).max(500),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(ZOptionInput).min(2).max(8),
  points: z.number().int().min(QUESTION_POINTS.min).max(QUESTION_POINTS.max),
};
/** `POST /question/add` */
export const ZAddQuestionRequest = z.object({
  mediaID: z.uuid(),
  ...questionFields,
  kind: questionFields.kind.default('single'),
  points: questionFields.points.default(10),
});
/** `POST /question/update` */
export const ZUpdateQuestionRequest = z.object({ questionID: z.uuid(), ...questionFields });
/** `POST /question/delete` */
export const ZDeleteQuestionRequest = z.object({ questionID: z.uuid() });

/** `GET`/`PUT /competition/{id}/quiz-media`: the media whose questions a game's players answer. */
export const ZGameQuizMedia = z.object({ result: z.array(ZMedia) });
export const ZSetGameQuizMediaRequest = z.object({ mediaIds: z.array(z.uuid()).max(50) });

/** A question as a player sees it: the correct answers only once they have answered. */
export const ZPlayerQuestion = z.object({
  questionID: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  points: z.number().int(),
  answer: z
    .object({
      optionIds: z.array(z.string()),
      correct: z.boolean(),
      points: z.number().int(),
      correctOptionIds: z.array(z.string()),
    })
    .nullable(),
});
export type TPlayerQuestion = z.infer<typeof ZPlayerQuestion>;
export const ZPlayerQuizMedia = z.object({
  mediaID: z.string(),
  header: z.string(),
  description: z.string(),
  kind: z.enum(MEDIA_KINDS),
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  questions: z.array(ZPlayerQuestion),
});
/** `GET /game/{id}/quiz` */
export const ZPlayerQuiz = z.object({ media: z.array(ZPlayerQuizMedia), canAnswer: z.boolean() });
export type TPlayerQuiz = z.infer<typeof ZPlayerQuiz>;
/** `POST /game/{id}/quiz/answers` */
export const ZAnswerQuestionRequest = z.object({
  questionID: z.uuid(),
  optionIds: z.array(z.string().min(1).max(40)).min(1).max(8),
});
export const ZQuizAnswer = z.object({
  questionID: z.string(),
  optionIds: z.array(z.string()),
  correct: z.boolean(),
  points: z.number().int(),
  correctOptionIds: z.array(z.string()),
});
export type TQuizAnswer = z.infer<typeof ZQuizAnswer>;
