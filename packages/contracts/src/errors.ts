// zod/mini: every client call parses failures with this, /login included (see auth.ts).
import { z } from 'zod/mini';

/**
 * The one table of error codes. Services throw `AppError(code, ...)`; the server's error handler
 * maps the code to its HTTP status and answers `{code, message, details}`.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_API_CLIENT: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];

export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export const ZErrorResponse = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** For VALIDATION: one entry per offending field, e.g. `{path: 'email', message: '...'}`. */
  details: z.optional(z.array(ZFieldError)),
  requestId: z.optional(z.string()),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
