import { z } from 'zod';

/** Bulk user upload (`POST /user/upload`, multipart: companyID, file): CSV or XLSX. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 10_000;
/** Columns of the template, in order; `fullName` and `email` are required, the rest optional. */
export const UPLOAD_COLUMNS = ['fullName', 'email', 'role', 'language'] as const;
export const UPLOAD_ROW_STATUSES = ['created', 'updated', 'skipped', 'failed'] as const;

/** `GET /user/upload/template?format=`: the template as CSV (UTF-8 with BOM) or XLSX. */
export const UPLOAD_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const ZUploadTemplateQuery = z.object({ format: z.enum(UPLOAD_TEMPLATE_FORMATS).default('csv') });

export const ZUploadRowResult = z.object({
  /** 1-based line number in the file, counting the header as line 1. */
  row: z.number().int(),
  email: z.string(),
  status: z.enum(UPLOAD_ROW_STATUSES),
  /** Why a row failed or was skipped, e.g. "email: Invalid email address". */
  reason: z.string().optional(),
});
export type TUploadRowResult = z.infer<typeof ZUploadRowResult>;

export const ZUploadJob = z.object({
  id: z.string(),
  status: z.enum(['queued', 'processing', 'done', 'failed']),
  fileName: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  summary: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  /** Present when done. */
  rows: z.array(ZUploadRowResult).optional(),
  /** Present when the whole file was refused while processing. */
  error: z.string().optional(),
  createdAt: z.string(),
});
export type TUploadJob = z.infer<typeof ZUploadJob>;
