import { z } from 'zod';
import { ZMessage } from './message.ts';
import { pageOf, ZPageQuery, ZSortOrder } from './pagination.ts';
import { DEFAULT_REMINDER_TIME, ZClock } from './reminders.ts';
import {
  MAX_STREAK_BONUS_CAP,
  MAX_STREAK_BONUS_FROM,
  MAX_STREAK_BONUS_POINTS,
  MAX_STREAK_FREEZES,
  WEEKDAYS,
} from './streaks.ts';
import { ZTimezone } from './timezones.ts';

/** Stored lifecycle (DESIGN section 3): draft -> active -> finished -> archived. */
export const GAME_STATUSES = ['draft', 'active', 'finished', 'archived'] as const;
/**
 * What a game reads as now: an active game before its start is `scheduled`, inside its dates
 * `running`, past its end `finished` (even before anyone marks it so).
 */
export const GAME_PHASES = ['draft', 'scheduled', 'running', 'finished', 'archived'] as const;
export type TGamePhase = (typeof GAME_PHASES)[number];
export const GAME_SORTS = ['name', 'startDate', 'endDate', 'status', 'company', 'createdAt'] as const;

/** A calendar day `YYYY-MM-DD`; a game runs from its start day through its end day, inclusive. */
export const ZDay = z.iso.date();

export const ZGameRules = z.object({
  /** Team score: members' total, or the average per member (fair for teams of unequal size). */
  teamRanking: z.enum(['total', 'average']),
  /** What the public leaderboard shows. */
  leaderboardShows: z.enum(['teams', 'teams_and_individuals']),
  leaderboardNames: z.enum(['full', 'initials', 'none']),
  /** Show only the top N (null: everyone). */
  leaderboardTopN: z.number().int().min(1).max(1000).nullable(),
  /** Late logs and KPI entries are accepted this long after a set time ends. */
  graceHours: z.number().int().min(0).max(720),
  /** Streaks (docs/decisions/0028): the ISO weekdays that count (1 = Monday), at least one, each once. */
  streakWeekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length),
  /** Missed counting days per round a player's streak survives. */
  streakFreezes: z.number().int().min(0).max(MAX_STREAK_FREEZES),
  /** Reminders (docs/decisions/0031): off, nobody of the game is reminded. */
  remindersOn: z.boolean(),
  /** The hour players are reminded on the game's play days (`streakWeekdays`) until they pick their own. */
  reminderTime: ZClock,
  /** Streak bonus (docs/decisions/0028): points per counted day of a streak this long or longer; 0 is off. */
  streakBonusPoints: z.number().int().min(0).max(MAX_STREAK_BONUS_POINTS),
  streakBonusFrom: z.number().int().min(2).max(MAX_STREAK_BONUS_FROM),
  /** The most bonus points a player earns in one round. */
  streakBonusCap: z.number().int().min(1).max(MAX_STREAK_BONUS_CAP),
});
export type TGameRules = z.infer<typeof ZGameRules>;
export const DEFAULT_GAME_RULES: TGameRules = {
  teamRanking: 'total',
  leaderboardShows: 'teams_and_individuals',
  leaderboardNames: 'full',
  leaderboardTopN: null,
  graceHours: 72,
  streakWeekdays: [...WEEKDAYS],
  streakFreezes: 1,
  remindersOn: true,
  reminderTime: DEFAULT_REMINDER_TIME,
  streakBonusPoints: 0,
  streakBonusFrom: 3,
  streakBonusCap: 50,
};

export const ZGameCounts = z.object({
  teams: z.number().int(),
  players: z.number().int(),
  activities: z.number().int(),
  behaviours: z.number().int(),
  kpis: z.number().int(),
  charities: z.number().int(),
  /** Set times (rounds). */
  rounds: z.number().int(),
});

export const ZGame = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(GAME_STATUSES),
  phase: z.enum(GAME_PHASES),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  /** IANA zone in which the game's days begin and end. */
  timezone: z.string(),
  rules: ZGameRules,
  counts: ZGameCounts,
  startEmailSentAt: z.string().nullable(),
  /**
   * The id of the game's public page and leaderboard (`/{publicId}`, `/leaderboard/{publicId}`).
   * Everyone who may read the game gets it, to share: those pages show only what the rules allow.
   */
  publicId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGame = z.infer<typeof ZGame>;

/**
 * A reason a game cannot be activated yet: `code` names what is missing (`NO_BEHAVIOUR`, which
 * the wizard links to its step), the message says it (`games.problemNoBehaviour`, see messages.ts).
 */
export const ZGameProblem = z.object({ code: z.string(), ...ZMessage.shape });
export const ZGameDetail = ZGame.extend({
  /** What activation still needs (empty when it can be activated or is already active). */
  problems: z.array(ZGameProblem),
  /**
   * What the game can start without but organisers usually want, in a draft or active game: no
   * rounds (`NO_ROUND`), no quiz (`NO_QUIZ`), behaviours needing approval (`APPROVAL_BEHAVIOURS`),
   * teams without players (`EMPTY_TEAMS`), KPIs without a target (`NO_KPI_TARGET`).
   */
  advice: z.array(ZGameProblem),
  /** A trial's game (made by onboarding, not over): colleagues join it at `/onboarding-user/{publicId}`. */
  joinByLink: z.boolean(),
});
export type TGameDetail = z.infer<typeof ZGameDetail>;

export const ZGameListQuery = ZPageQuery.extend({
  phase: z.enum(GAME_PHASES).optional(),
  companyId: z.uuid().optional(),
  sort: z.enum(GAME_SORTS).default('startDate'),
  order: ZSortOrder.default('desc'),
});
export const ZGamePage = pageOf(ZGame);

/** A game's name and description; a template's, which becomes a game's, keep the same bounds. */
export const ZGameName = z.string().trim().min(2).max(120);
export const ZGameDescription = z.string().trim().max(5000);

const gameFields = {
  name: ZGameName,
  description: ZGameDescription,
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  timezone: ZTimezone,
  rules: ZGameRules.partial(),
};
/** `POST /competition/add {competition}`: a new game starts as a draft. */
export const ZCreateGameRequest = z.object({
  competition: z.object({
    ...gameFields,
    description: gameFields.description.default(''),
    startDate: gameFields.startDate.default(null),
    endDate: gameFields.endDate.default(null),
    /** Left out: the company's zone (the game's days count there). */
    timezone: z.optional(gameFields.timezone),
    rules: gameFields.rules.default({}),
    /** Platform admins choose the company; everyone else creates in their own. */
    companyId: z.uuid().optional(),
  }),
});
/** `POST /competition/update {competition}`: what an active game allows is checked by the server (409 with reasons). */
export const ZUpdateGameRequest = z.object({
  competition: z
    .object({ id: z.uuid(), ...gameFields })
    .partial()
    .required({ id: true }),
});
export type TCreateGameRequest = z.input<typeof ZCreateGameRequest>;
export type TUpdateGameRequest = z.input<typeof ZUpdateGameRequest>;
/** What the server reads after parsing (defaults applied). */
export type TNewGame = z.output<typeof ZCreateGameRequest>['competition'];
export type TGameChanges = z.output<typeof ZUpdateGameRequest>['competition'];

/** `POST /competitions/{id}/status`: activate (409 with the problems when incomplete), finish, archive, back to draft. */
export const ZChangeGameStatusRequest = z.object({ status: z.enum(GAME_STATUSES) });

/** `DELETE /competitions/{id}?hard=true`: a game with players' data is archived unless the caller confirms. */
export const ZDeleteGameQuery = z.object({ hard: z.enum(['true', 'false']).default('false') });
export const ZDeleteGameResponse = z.object({ outcome: z.enum(['deleted', 'archived']) });

/** `POST /competition/send/start/email {competitionId}`: invites every player once. */
export const ZSendStartEmailRequest = z.object({ competitionId: z.uuid() });
export const ZSendStartEmailResponse = z.object({ sent: z.number().int(), alreadySent: z.number().int() });
