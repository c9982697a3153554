import type { GAME_STATUSES, TGamePhase } from './games.ts';
import { dateTimeFormat } from './intl.ts';

/**
 * The game lifecycle (DESIGN section 3, ADR 0006) in one place: the server enforces it, the web app
 * hides what it would refuse, and the SQL phase in the server's game queries repeats `gamePhase`
 * (a test holds the two together).
 */

export type TGameStatus = (typeof GAME_STATUSES)[number];

/** What the lifecycle reads of a game. */
export type TGameDates = {
  status: TGameStatus;
  startDate: string | null;
  endDate: string | null;
  timezone: string;
};

/**
 * Where a game stands: its stored status and, for an active game, where today falls against its
 * dates in the game's own zone. `ended` is an active game past its end day: it reads as finished
 * (its phase) but stays open to its organiser, who may still correct or extend it, until marked so.
 */
export const GAME_STAGES = ['draft', 'scheduled', 'running', 'ended', 'finished', 'archived'] as const;
export type TGameStage = (typeof GAME_STAGES)[number];

export type TGameStageRules = {
  /** What the API shows as the game's `phase`. */
  phase: TGamePhase;
  /** Names, descriptions, points, dates, rules, teams and players may change. */
  editContent: boolean;
  /** Activities, behaviours, KPIs, targets and charity links may be removed: players' data may refer to them once live. */
  removeStructure: boolean;
  /** Both dates must stay set. */
  datesRequired: boolean;
  /** The start date and time zone no longer move: players' days already count from them. */
  startFixed: boolean;
  /** Players may log what they did. */
  playersLog: boolean;
  /** The start e-mail may go out. */
  sendStartEmail: boolean;
};

/** A game marked finished is read-only; archiving it changes only where it is listed. */
const CLOSED: Omit<TGameStageRules, 'phase'> = {
  editContent: false,
  removeStructure: false,
  datesRequired: false,
  startFixed: true,
  playersLog: false,
  sendStartEmail: false,
};

export const GAME_STAGE_RULES: Record<TGameStage, TGameStageRules> = {
  draft: {
    phase: 'draft',
    editContent: true,
    removeStructure: true,
    datesRequired: false,
    startFixed: false,
    playersLog: false,
    sendStartEmail: false,
  },
  scheduled: {
    phase: 'scheduled',
    editContent: true,
    removeStructure: false,
    datesRequired: true,
    startFixed: false,
    playersLog: false,
    sendStartEmail: true,
  },
  running: {
    phase: 'running',
    editContent: true,
    removeStructure: false,
    datesRequired: true,
    startFixed: true,
    playersLog: true,
    sendStartEmail: true,
  },
  ended: {
    phase: 'finished',
    editContent: true,
    removeStructure: false,
    datesRequired: true,
    startFixed: true,
    playersLog: false,
    sendStartEmail: false,
  },
  finished: { phase: 'finished', ...CLOSED },
  archived: { phase: 'archived', ...CLOSED },
};

/**
 * The stored status changes the lifecycle allows (`POST /competitions/{id}/status`); the server
 * further refuses `active -> draft` once the start e-mail went out.
 */
export const GAME_TRANSITIONS: Record<TGameStatus, readonly TGameStatus[]> = {
  draft: ['active'],
  active: ['finished', 'draft'],
  finished: ['archived'],
  archived: ['finished'],
};

export const canTransition = (from: TGameStatus, to: TGameStatus) => GAME_TRANSITIONS[from].includes(to);

/** `YYYY-MM-DD` plus `n` days: calendar arithmetic on dates, no clock or zone involved. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day `YYYY-MM-DD` it is in `timezone` at `now`: a game's days begin and end there. */
export function dayIn(timezone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(now);
}

export function gameStage(game: TGameDates, now: Date = new Date()): TGameStage {
  if (game.status !== 'active') return game.status;
  const today = dayIn(game.timezone, now);
  if (game.startDate && today < game.startDate) return 'scheduled';
  if (game.endDate && today > game.endDate) return 'ended';
  return 'running';
}

/** What a game allows at `now`. */
export const gameRules = (game: TGameDates, now: Date = new Date()) => GAME_STAGE_RULES[gameStage(game, now)];

/**
 * What a game reads as: an active game is scheduled before its start day, running through its end
 * day, and finished after it, even before anyone marks it so.
 */
export const gamePhase = (game: TGameDates, now: Date = new Date()): TGamePhase => gameRules(game, now).phase;
