import { z } from 'zod';
import { ZMessage } from './message.ts';

/** How an actual came in: typed in the grid, a spreadsheet upload, or a company system with an API key. */
export const KPI_ACTUAL_SOURCES = ['hand', 'upload', 'api'] as const;
export const ZKpiActualSource = z.enum(KPI_ACTUAL_SOURCES);

/** The largest actual accepted (the column keeps 18 digits, 4 after the point). */
export const KPI_ACTUAL_MAX = 1e12;
export const ZKpiActualValue = z.number().min(0).max(KPI_ACTUAL_MAX);

/** One KPI column of the grid, with the target that applies to the chosen round (null: no target, no points). */
export const ZKpiActualColumn = z.object({
  kpiId: z.string(),
  name: z.string(),
  unit: z.string(),
  direction: z.enum(['higher', 'lower']),
  weight: z.number().int(),
  target: z.number().nullable(),
  /**
   * Where the target comes from: the round's own, the game-wide one prorated by the round's share of
   * the game's days (a round without its own), or the game-wide one (the whole game).
   */
  targetScope: z.enum(['round', 'prorated', 'game']).nullable(),
});
export type TKpiActualColumn = z.infer<typeof ZKpiActualColumn>;

/** One cell: the actual and what it earns now (achievement is a fraction, capped at 1; null without target). */
export const ZKpiActualCell = z.object({
  kpiId: z.string(),
  value: z.number(),
  achievement: z.number().nullable(),
  points: z.number().int(),
  source: ZKpiActualSource,
  updatedAt: z.string(),
});
export type TKpiActualCell = z.infer<typeof ZKpiActualCell>;

export const ZKpiActualRow = z.object({
  /** A player's user id or a team's id, as `subject` says. */
  id: z.string(),
  name: z.string(),
  /** The player's e-mail or, for a team, its member count as text: what tells rows of the same name apart. */
  detail: z.string(),
  teamName: z.string().nullable(),
  cells: z.array(ZKpiActualCell),
  points: z.number().int(),
});
export type TKpiActualRow = z.infer<typeof ZKpiActualRow>;

export const ZKpiActualRound = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  closed: z.boolean(),
});
export type TKpiActualRound = z.infer<typeof ZKpiActualRound>;

/** `GET /kpi-actuals/competition/{id}?setTimeId=&subject=`: the grid of one game and round. */
export const ZKpiActualGrid = z.object({
  competitionId: z.string(),
  setTimeId: z.string().nullable(),
  subject: z.enum(['player', 'team']),
  /** The game's rounds to choose from; an actual without a round counts for the whole game. */
  rounds: z.array(ZKpiActualRound),
  /** Whether the chosen round is closed (its results frozen): entries are refused until it is reopened. */
  closed: z.boolean(),
  columns: z.array(ZKpiActualColumn),
  rows: z.array(ZKpiActualRow),
});
export type TKpiActualGrid = z.infer<typeof ZKpiActualGrid>;

export const ZKpiActualGridQuery = z.object({
  setTimeId: z.uuid().optional(),
  subject: z.enum(['player', 'team']).default('player'),
});

/** One entry of a bulk save: a value, or null to remove the actual. */
export const ZKpiActualEntry = z.object({
  kpiId: z.uuid(),
  subjectId: z.uuid(),
  value: ZKpiActualValue.nullable(),
});

/** `PUT /kpi-actuals/competition/{id}`: every changed cell of the grid at once, in one transaction. */
export const ZSaveKpiActualsRequest = z.object({
  setTimeId: z.uuid().nullable().default(null),
  subject: z.enum(['player', 'team']).default('player'),
  entries: z.array(ZKpiActualEntry).min(1).max(5000),
});

/** What the upload would do (preview) or did (confirm) with one row. */
export const ZKpiUploadRow = z.object({
  line: z.number().int(),
  who: z.string(),
  kpi: z.string(),
  round: z.string(),
  value: z.string(),
  outcome: z.enum(['create', 'update', 'unchanged', 'refuse']),
  points: z.number().int().nullable(),
  reasons: z.array(ZMessage),
});
export type TKpiUploadRow = z.infer<typeof ZKpiUploadRow>;

/** `POST /kpi-actuals/competition/{id}/upload/preview` and `.../upload`. */
export const ZKpiUpload = z.object({
  /** SHA-256 of the file: the confirmation must send the same file (and this) back. */
  fileHash: z.string(),
  confirmed: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
  rows: z.array(ZKpiUploadRow),
});
export type TKpiUpload = z.infer<typeof ZKpiUpload>;

/** The header names an upload understands (matched ignoring case, spaces and punctuation). */
export const KPI_UPLOAD_COLUMNS = ['email', 'team', 'kpi', 'round', 'value'] as const;

/** A company's API key, as listed (the secret is shown once, at creation). */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyList = z.array(ZApiKey);
export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(80),
  /** Platform admins name the company; everyone else creates keys for their own. */
  companyId: z.uuid().optional(),
});
export const ZCreatedApiKey = ZApiKey.extend({ secret: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;
export const ZApiKeyListQuery = z.object({ companyId: z.uuid().optional() });

/** The header a company system sends its key in. */
export const COMPANY_KEY_HEADER = 'x-rally-key';

/** One actual sent by a company system: the player by e-mail (or user id), or the team by id. */
export const ZKeyActual = z
  .object({
    kpiId: z.uuid(),
    setTimeId: z.uuid().nullable().default(null),
    email: z.string().trim().max(254).optional(),
    userId: z.uuid().optional(),
    teamId: z.uuid().optional(),
    value: ZKpiActualValue,
  })
  .refine((a) => [a.email, a.userId, a.teamId].filter((x) => x !== undefined).length === 1, {
    message: 'Name exactly one of email, userId, teamId.',
    path: ['email'],
  });
/** `POST /kpi-actuals/by-key` */
export const ZKeyActualsRequest = z.object({ actuals: z.array(ZKeyActual).min(1).max(1000) });
export const ZKeyActualsResponse = z.object({
  saved: z.number().int(),
  actuals: z.array(
    z.object({
      kpiId: z.string(),
      setTimeId: z.string().nullable(),
      userId: z.string().nullable(),
      teamId: z.string().nullable(),
      value: z.number(),
      points: z.number().int(),
    }),
  ),
});
