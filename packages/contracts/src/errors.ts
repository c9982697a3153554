// zod/mini: every client call parses failures with this, /login included (see auth.ts).
import { z } from 'zod/mini';
import { ZMessage } from './message.ts';

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
  PRECONDITION_FAILED: 412,
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

/** One refused field: its path and a message (code, params, English text; see messages.ts). */
export const ZFieldError = z.extend(ZMessage, { path: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;
/**
 * `code` is the category clients branch on (status from ERROR_STATUS); `messageCode` + `params`
 * say what happened, for the client to translate; `message` is the same in English for API users.
 */
export const ZErrorResponse = z.extend(ZMessage, {
  code: z.enum(ERROR_CODES),
  /** For VALIDATION: one entry per offending field, e.g. `{path: 'email', messageCode, message}`. */
  details: z.optional(z.array(ZFieldError)),
  requestId: z.optional(z.string()),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
