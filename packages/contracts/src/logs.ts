import { z } from 'zod';
import { addDays, dayIn, type TGameDates } from './game-lifecycle.ts';
import { pageOf } from './pagination.ts';

/**
 * Logs: a behaviour a player performed on a day (the API's "performed task"), their review by
 * organisers and the player's day checklist. Rules: DESIGN section 3, docs/decisions/0008.
 */

export const LOG_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TLogStatus = (typeof LOG_STATUSES)[number];

/** How many days back a log may be dated (today is day 0). */
export const LOG_BACKDATE_DAYS = 7;

/**
 * Which days a log may be dated now (DESIGN section 3): inside the game, not in the future, at most
 * `LOG_BACKDATE_DAYS` back. Days are calendar days in the game's own time zone, so "today" is the
 * same for every player of a game wherever they are, and a DST change only moves the hour a day
 * ends at, never which day a moment belongs to. The server refuses by it; the day picker offers it.
 */
export function loggableDays(game: Pick<TGameDates, 'timezone' | 'startDate' | 'endDate'>, now: Date) {
  const today = dayIn(game.timezone, now);
  const back = addDays(today, -LOG_BACKDATE_DAYS);
  return {
    today,
    firstDay: game.startDate && game.startDate > back ? game.startDate : back,
    lastDay: game.endDate && game.endDate < today ? game.endDate : today,
  };
}

/** Spec section 9: a game's latest logs list 10, a user's 5, unless the caller asks for more (up to `max`). */
export const LOG_LIST_LIMITS = { game: 10, user: 5, max: 100 } as const;

/**
 * The outlier rule (docs/decisions/0008): a player's day is flagged for review when its points
 * exceed `factor` × the median of their previous `historyDays` active days and are at least
 * `minExtraPoints` above it; with fewer than `minHistoryDays` active days nothing is flagged.
 */
export const FAIRNESS_RULE = { factor: 3, minExtraPoints: 30, historyDays: 14, minHistoryDays: 5 } as const;

const ZDay = z.iso.date();

/** `POST /game/{id}/performedtasks`: log a behaviour. */
export const ZCreateLogRequest = z.object({
  behaviourId: z.uuid(),
  /** The game-local day it was performed; today in the game's time zone when left out. */
  day: ZDay.optional(),
  /** An organiser logging on a player's behalf names the player; players log for themselves. */
  userId: z.uuid().optional(),
});
export type TCreateLogRequest = z.infer<typeof ZCreateLogRequest>;

/**
 * The header that makes a log request safe to send again (the IETF's `Idempotency-Key` field): the
 * server stores the first answer per caller and key and answers every replay with it, so a log sent
 * twice (an answer lost on the way, an offline outbox sent again) is stored once. docs/decisions/0025.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A key the client makes, new for every log it means (the web app: a random UUID). */
export const ZIdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/);
/** The headers `POST /game/{id}/performedtasks` reads (every other header passes untouched). */
export const ZCreateLogHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional() });
/** How long a key is kept: far longer than a log may be sent late (7 days back), so a replay is answered, never counted again. */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** A log as its player and the game's organisers see it. */
export const ZLog = z.object({
  id: z.uuid(),
  gameId: z.uuid(),
  userId: z.uuid(),
  behaviourId: z.uuid(),
  behaviourName: z.string(),
  activityId: z.uuid(),
  activityName: z.string(),
  day: ZDay,
  /** Which of the day's allowed times this is (1..maxPerDay). */
  slot: z.number().int(),
  /** Points awarded; they count only once `status` is approved. */
  points: z.number().int(),
  status: z.enum(LOG_STATUSES),
  /** The day this log belongs to jumped far above the player's usual level (fairness rule). */
  flagged: z.boolean(),
  /** The organiser's reason when rejected. */
  rejectionReason: z.string().nullable(),
  /** The player's note for the organiser, on a log that needed approval. */
  comment: z.string().nullable(),
  /** Logged by an organiser on the player's behalf (not by the player). */
  onBehalf: z.boolean(),
  /**
   * Whether the caller may remove it now: a player their own log, made by them today (game-local)
   * while the game runs and not rejected; an organiser any log until the game is finished.
   */
  canUndo: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TLog = z.infer<typeof ZLog>;

/** How long a player's note on a log awaiting approval may be: a line or two, as a text message. */
export const LOG_COMMENT_MAX = 280;

/**
 * `PUT /performedtasks/{id}/comment`: the player's note for the organiser on their own log while it
 * awaits approval; plain text (shown as text, never markup), empty to take it back.
 */
export const ZLogCommentRequest = z.object({ comment: z.string().trim().max(LOG_COMMENT_MAX) });
export type TLogCommentRequest = z.infer<typeof ZLogCommentRequest>;

export const ZLogListQuery = (defaultLimit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(LOG_LIST_LIMITS.max).default(defaultLimit) });

/** What a log is about, as the game's lists and the review queue both show it. */
const loggedFields = {
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
  behaviourId: z.uuid(),
  behaviourName: z.string(),
  activityName: z.string(),
  day: ZDay,
  points: z.number().int(),
  status: z.enum(LOG_STATUSES),
};

/**
 * `GET /game/{id}/performedtasks`: the game's latest logs. Organisers and clients see every log
 * that was not removed; a player sees approved logs and their own, with names as the game's
 * leaderboard rules allow (`name` null when hidden; `userId` null unless the name is in full, so
 * initials cannot be matched to the teams list), never an e-mail.
 */
export const ZGameLog = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  /** Full name, initials or null, as `rules.leaderboardNames` says (always full for organisers). */
  name: z.string().nullable(),
  ...loggedFields,
  /** The organiser who logged it on the player's behalf (organisers, clients and the player see it). */
  loggedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TGameLog = z.infer<typeof ZGameLog>;
export const ZGameLogList = z.array(ZGameLog);

/** `GET /user/task/performedtasks/{userId}`: a user's latest logs across their games. */
export const ZUserLog = ZLog.extend({ gameName: z.string() });
export type TUserLog = z.infer<typeof ZUserLog>;
export const ZUserLogList = z.array(ZUserLog);

/** `GET /game/{id}/checklist`: the caller's day (an organiser may name a player). */
export const ZChecklistQuery = z.object({ day: ZDay.optional(), userId: z.uuid().optional() });

export const ZChecklistBehaviour = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  maxPerDay: z.number().int(),
  /** How many more times it counts on this day (maxPerDay minus logs that were not removed or rejected). */
  remaining: z.number().int(),
  requiresApproval: z.boolean(),
  /** The player's logs of this behaviour on this day, removed ones left out. */
  logs: z.array(ZLog),
});
export const ZChecklist = z.object({
  gameId: z.uuid(),
  userId: z.uuid(),
  day: ZDay,
  /** Today in the game's time zone, and the days a log may be dated (inside the game and the back-dating limit). */
  today: ZDay,
  firstDay: ZDay,
  lastDay: ZDay,
  /** The game is running and `day` lies in [firstDay, lastDay]. */
  canLog: z.boolean(),
  /** Approved points of the day, and points waiting for approval. */
  points: z.number().int(),
  pendingPoints: z.number().int(),
  activities: z.array(z.object({ id: z.uuid(), name: z.string(), behaviours: z.array(ZChecklistBehaviour) })),
});
export type TChecklist = z.infer<typeof ZChecklist>;

/** The review queue's status filter: `open` = pending, or flagged and not yet reviewed. */
export const REVIEW_FILTERS = ['open', 'pending', 'approved', 'rejected', 'all'] as const;

/** `GET /game/{id}/review`. */
export const ZReviewQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(REVIEW_FILTERS).default('open'),
  behaviourId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  userId: z.uuid().optional(),
  /** `true`: flagged logs only; `false`: unflagged only. */
  flagged: z.enum(['true', 'false']).optional(),
});
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const LOG_DECISIONS = ['approved', 'rejected', 'removed'] as const;
export const ZLogDecision = z.object({
  decision: z.enum(LOG_DECISIONS),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZReviewItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  playerName: z.string(),
  ...loggedFields,
  flagged: z.boolean(),
  /** Who logged it when not the player (an organiser on their behalf). */
  loggedBy: z.string().nullable(),
  /** The player's note for the organiser (plain text). */
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Every decision on it, oldest first. */
  decisions: z.array(ZLogDecision),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;
export const ZReviewPage = pageOf(ZReviewItem);

/** `POST /game/{id}/review`: approve or reject many logs at once; a rejection needs a reason. */
export const ZReviewRequest = z.object({
  logIds: z.array(z.uuid()).min(1).max(500),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;
export const ZReviewResponse = z.object({ decided: z.number().int() });
