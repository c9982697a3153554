import { z } from 'zod';
import { ZMessage } from './message.ts';

/**
 * Bulk user upload, CSV or XLSX. `POST /user/upload/preview` (multipart: companyID, file) reads and
 * checks the file and shows what would happen, writing nothing but the pending job;
 * `POST /user/upload/{id}/confirm` writes it. `POST /user/upload` (same form) does both at once.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 10_000;
/** How long a preview waits to be confirmed. */
export const UPLOAD_PREVIEW_HOURS = 24;
/** Columns of the template, in order; `fullName` and `email` are required, the rest optional. */
export const UPLOAD_COLUMNS = ['fullName', 'email', 'role', 'language'] as const;
export const UPLOAD_ROW_STATUSES = ['created', 'updated', 'skipped', 'failed'] as const;

/** `GET /user/upload/template?format=`: the template as CSV (UTF-8 with BOM) or XLSX. */
export const UPLOAD_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const ZUploadTemplateQuery = z.object({ format: z.enum(UPLOAD_TEMPLATE_FORMATS).default('csv') });

/**
 * Why a row was refused or skipped: a message code under `upload.*` with its params (translated by
 * the web app) and the English text, e.g. `{messageCode: 'upload.emailInvalid', message: ...}`.
 */
export const ZUploadReasons = z.array(ZMessage);

export const ZUploadRowResult = z.object({
  /** 1-based line number in the file, counting the header as line 1. */
  row: z.number().int(),
  email: z.string(),
  status: z.enum(UPLOAD_ROW_STATUSES),
  /** Why a row failed or was skipped; one entry per problem. */
  reasons: ZUploadReasons.optional(),
});
export type TUploadRowResult = z.infer<typeof ZUploadRowResult>;

/**
 * What confirming a preview will do with a row: create the user (and invite them), update an
 * existing user of the company (only if the organiser chooses so), leave them as they are, or refuse
 * the row.
 */
export const UPLOAD_ACTIONS = ['create', 'update', 'unchanged', 'refuse'] as const;
/** The fields of an existing user an upload may change. */
export const UPLOAD_CHANGE_FIELDS = ['fullName', 'role', 'language'] as const;
export const ZUploadChange = z.object({
  field: z.enum(UPLOAD_CHANGE_FIELDS),
  from: z.string(),
  to: z.string(),
});
export type TUploadChange = z.infer<typeof ZUploadChange>;

export const ZUploadPreviewRow = z.object({
  row: z.number().int(),
  email: z.string(),
  /** The row's cells as written in the file (blank cells are ''). */
  fullName: z.string(),
  role: z.string(),
  language: z.string(),
  action: z.enum(UPLOAD_ACTIONS),
  /** For `update`: each field that would change, old -> new. */
  changes: z.array(ZUploadChange).optional(),
  /** For `refuse`: why. */
  reasons: ZUploadReasons.optional(),
});
export type TUploadPreviewRow = z.infer<typeof ZUploadPreviewRow>;

export const ZUploadPreview = z.object({
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
  rows: z.array(ZUploadPreviewRow),
  /** After this instant the preview can no longer be confirmed; upload the file again. */
  expiresAt: z.string(),
});
export type TUploadPreview = z.infer<typeof ZUploadPreview>;

/**
 * `POST /user/upload/{id}/confirm`: writes what the preview showed. `updateRows` names the rows
 * (line numbers) whose changes to existing users are applied, or `'all'`; `[]` applies none:
 * existing users keep their data. Said explicitly, so no call overwrites anyone by omission.
 */
export const ZConfirmUploadRequest = z.object({
  updateRows: z.union([z.literal('all'), z.array(z.number().int().min(2)).max(UPLOAD_MAX_ROWS)]),
});
export type TConfirmUploadRequest = z.input<typeof ZConfirmUploadRequest>;

export const UPLOAD_JOB_STATUSES = ['preview', 'queued', 'processing', 'done', 'failed'] as const;

export const ZUploadJob = z.object({
  id: z.string(),
  /** The company the people are uploaded into. */
  companyId: z.string(),
  /** `preview`: read and checked, nothing written; waits to be confirmed or cancelled. */
  status: z.enum(UPLOAD_JOB_STATUSES),
  fileName: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  summary: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  /** Present while a preview. */
  preview: ZUploadPreview.optional(),
  /** Present when done. */
  rows: z.array(ZUploadRowResult).optional(),
  /** Present when the upload could not be written. */
  error: z.optional(ZMessage),
  createdAt: z.string(),
});
export type TUploadJob = z.infer<typeof ZUploadJob>;

/**
 * `GET /user/upload/pending`: the caller's own previews still waiting to be confirmed (newest
 * first), so the upload screen can offer them again after the organiser left it.
 */
export const ZPendingUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const ZPendingUploadList = z.array(ZPendingUpload);
export type TPendingUpload = z.infer<typeof ZPendingUpload>;

/**
 * `POST /user/upload/{id}/team`: puts the people a finished upload created or updated into a team
 * of a game of the upload's company, through the same path as adding players to a team.
 */
export const ZUploadToTeamRequest = z.object({ competitionId: z.uuid(), groupId: z.uuid() });
export type TUploadToTeamRequest = z.infer<typeof ZUploadToTeamRequest>;
export const ZUploadToTeamResponse = z.object({
  added: z.number().int(),
  /** Who was not added (already in the game, disabled, not a player), by row, and why. */
  skipped: z.array(z.object({ row: z.number().int(), email: z.string(), ...ZMessage.shape })),
});
export type TUploadToTeamResponse = z.infer<typeof ZUploadToTeamResponse>;
