import { DEFAULT_GAME_RULES, type TGameDetail } from '@rally/contracts/games';

/** Test data shared by the content editors' tests: a game as `GET /competition/{id}` answers it. */
export const GAME_ID = '00000000-0000-4000-8000-000000000001';

export function gameDetail(overrides: Partial<TGameDetail> = {}): TGameDetail {
  return {
    id: GAME_ID,
    companyId: 'company-1',
    companyName: 'Example Co',
    name: 'Spring Challenge',
    description: '',
    status: 'draft',
    phase: 'draft',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    timezone: 'Europe/Berlin',
    rules: DEFAULT_GAME_RULES,
    counts: { teams: 2, players: 3, activities: 1, behaviours: 1, kpis: 1, charities: 0 },
    startEmailSentAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    problems: [],
    ...overrides,
  };
}

/** A uuid for test ids (the forms validate ids as the server does). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Drag and drop warns on every render of a page without one; jsdom's test document has none. */
export function addDoctype() {
  if (!document.doctype)
    document.insertBefore(
      document.implementation.createDocumentType('html', '', ''),
      document.documentElement,
    );
}
