import type { GAME_STATUSES, TGamePhase } from '@rally/contracts/games';
import { conflict } from '../../lib/errors.ts';

type Status = (typeof GAME_STATUSES)[number];
/** What the lifecycle rules read of a game. */
export type GameDates = {
  status: Status;
  startDate: string | null;
  endDate: string | null;
  timezone: string;
};

/**
 * The zone's canonical IANA name (`europe/berlin` -> `Europe/Berlin`), or undefined when unknown.
 * Stored canonical because the database reads the same name to find a game's day.
 */
export function canonicalTimezone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar day `YYYY-MM-DD` it is now in `timezone` (a game's days begin and end there). */
export function dayIn(timezone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(now);
}

/**
 * What a game reads as now (DESIGN section 3): an active game is scheduled before its start day,
 * running through its end day, and finished after it, even before anyone marks it so.
 */
export function gamePhase(game: GameDates, now: Date = new Date()): TGamePhase {
  if (game.status !== 'active') return game.status;
  const today = dayIn(game.timezone, now);
  if (game.startDate && today < game.startDate) return 'scheduled';
  if (game.endDate && today > game.endDate) return 'finished';
  return 'running';
}

/** Whether the start day has come (the start date of such a game may no longer move). */
export function hasStarted(game: GameDates, now: Date = new Date()): boolean {
  return game.status !== 'draft' && game.startDate !== null && dayIn(game.timezone, now) >= game.startDate;
}

/**
 * `content`: names, descriptions, points, team set-up: allowed in a draft and in an active game.
 * `structure`: removing activities, behaviours, KPIs, charities: only in a draft, because players'
 * data of a live game may already refer to them. Finished and archived games are read-only.
 */
export function assertEditable(
  game: GameDates,
  change: 'content' | 'structure',
  now: Date = new Date(),
): void {
  if (game.status === 'finished') throw conflict('This game is finished: it is read-only.');
  if (game.status === 'archived') throw conflict('This game is archived: restore it before changing it.');
  if (change === 'structure' && game.status === 'active') {
    const phase = gamePhase(game, now);
    const state = phase === 'scheduled' ? 'is scheduled' : phase === 'running' ? 'is running' : 'has ended';
    throw conflict(`This game ${state}: this can only be removed while the game is a draft.`);
  }
}

type Counts = { behaviours: number; activities: number; teams: number; players: number };
/** A reason activation is refused: `path` names what to fix, for the 409's details. */
export type Problem = { code: string; path: string; message: string };

/** Everything that keeps a draft from being activated (DESIGN section 3), all at once. */
export function activationProblems(game: GameDates & { name: string }, counts: Counts, now = new Date()) {
  const problems: Problem[] = [];
  const add = (code: string, path: string, message: string) => problems.push({ code, path, message });
  if (!game.name.trim()) add('NO_NAME', 'name', 'Give the game a name.');
  if (!game.startDate) add('NO_START_DATE', 'startDate', 'Set a start date.');
  if (!game.endDate) add('NO_END_DATE', 'endDate', 'Set an end date.');
  else if (game.endDate < dayIn(game.timezone, now)) add('ENDED', 'endDate', 'The end date has passed.');
  if (counts.activities === 0) add('NO_ACTIVITY', 'activities', 'Add at least one activity.');
  else if (counts.behaviours === 0)
    add('NO_BEHAVIOUR', 'activities', 'Give at least one activity a behaviour.');
  if (counts.teams === 0) add('NO_TEAM', 'teams', 'Add at least one team.');
  else if (counts.players === 0) add('NO_PLAYER', 'teams', 'Put at least one player in a team.');
  return problems;
}

/** The status changes the lifecycle allows; `active -> draft` is further limited by the caller. */
const TRANSITIONS: Record<Status, Status[]> = {
  draft: ['active'],
  active: ['finished', 'draft'],
  finished: ['archived'],
  archived: ['finished'],
};

export function canTransition(from: Status, to: Status): boolean {
  return TRANSITIONS[from].includes(to);
}
