import type { TRole } from '@rally/contracts/abilities';
import type { TActivity } from '@rally/contracts/activities';
import { DEFAULT_GAME_RULES, type TGameDetail } from '@rally/contracts/games';
import type { TSetTime } from '@rally/contracts/set-times';
import { meOf, mockApi, NOT_FOUND_REPLY } from './render.tsx';

/** A uuid for test ids (the forms validate ids as the server does). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The id of `gameOf()`'s game. */
export const GAME_ID = '00000000-0000-4000-8000-0000000000a1';

/** Test data: a game as `GET /competition/{id}` answers it; override any field. */
export const gameOf = (overrides: Partial<TGameDetail> = {}): TGameDetail => ({
  id: GAME_ID,
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Corporation',
  name: 'Spring Into Health',
  description: 'Small healthy habits, in teams.',
  status: 'active',
  phase: 'running',
  startDate: '2026-11-01',
  endDate: '2026-12-27',
  timezone: 'Europe/Berlin',
  rules: DEFAULT_GAME_RULES,
  counts: { teams: 2, players: 8, activities: 1, behaviours: 2, kpis: 0, charities: 0, rounds: 0 },
  startEmailSentAt: null,
  publicId: 'spring-into-health-a1',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  problems: [],
  advice: [],
  joinByLink: false,
  ...overrides,
});

/** Test data: a habit of `gameOf()`'s game with one behaviour (`gameBehaviour`). */
/** Test data: round `n` of the game (two days each, in March 2026), upcoming unless told; override any field. */
export const setTimeOf = (n: number, overrides: Partial<TSetTime> = {}): TSetTime => ({
  id: uuid(60 + n),
  competitionId: GAME_ID,
  name: `Week ${n}`,
  startDate: `2026-03-0${2 * n}`,
  endDate: `2026-03-0${2 * n + 1}`,
  position: n - 1,
  status: 'upcoming',
  closesAt: '2026-03-10T23:00:00.000Z',
  closedAt: null,
  reopenedAt: null,
  reopenedByName: null,
  ...overrides,
});

export const gameBehaviour = {
  id: uuid(401),
  taskId: uuid(400),
  name: 'Take the stairs',
  description: '',
  points: 5,
  maxPerDay: 3,
  requiresApproval: false,
  position: 0,
};
export const gameActivity: TActivity = {
  id: gameBehaviour.taskId,
  competitionId: GAME_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subtasks: [gameBehaviour],
};

/**
 * What a game screen's fake server answers last: the empty lists of the game's content (teams,
 * activities, KPIs, targets, charities), by path; anything else is not found.
 */
export function emptyContentReply(pathname: string): { status?: number; body?: unknown } {
  if (pathname.endsWith('/groups') || pathname.startsWith('/game/targets-kpi/')) return { body: [] };
  if (pathname === '/competitioncharity') return { body: [] };
  if (pathname.startsWith('/task/competition/') || /\/kpi\/1$/.test(pathname))
    return { body: { result: [], count: 0, pages: 1 } };
  return NOT_FOUND_REPLY;
}

/** Drag and drop warns on every render of a page without one; jsdom's test document has none. */
export function addDoctype() {
  if (!document.doctype)
    document.insertBefore(
      document.implementation.createDocumentType('html', '', ''),
      document.documentElement,
    );
}

/**
 * A game screen's server as `role`: who is signed in, the games list holding `game` and `game`
 * itself, then what `answer` answers (the screen's own calls), the game's empty parts, else not found.
 */
export function serveGameScreen(
  role: TRole,
  game: TGameDetail,
  answer: (
    url: URL,
    request: { method: string; body: unknown },
  ) => { status?: number; body?: unknown } | undefined,
) {
  return mockApi((request) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf(role) };
    if (url.pathname === '/competition/all') return { body: { data: [game], count: 1, pages: 1 } };
    if (url.pathname === `/competition/${game.id}`) return { body: game };
    const own = answer(url, request);
    if (own) return own;
    return emptyContentReply(url.pathname);
  });
}
