import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { safeErrorMessage } from './db/errors.ts';

/** Query parameters that carry secrets (reset links, codes) never reach the logs. */
const SECRET_PARAMS = /([?&](?:id|token|code|refreshToken|secret)=)[^&]*/gi;
/**
 * Nor do the tokens of the pages mailed links open (reset, set-password, confirmation, one-time
 * code: `apps/web/src/lib/paths.ts`), which carry them in the path.
 */
const SECRET_PAGES =
  /(\/rally\/(?:reset-password|set-password|confirm-email|onboarding-complete|set-otp|reset-otp)\/)[^/?#]+/gi;
export const safeUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[REDACTED]').replace(SECRET_PAGES, '$1[REDACTED]');

/** pino options: JSON logs with request ids; tokens, codes, secrets and passwords redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-secret"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.accessToken',
        '*.refreshToken',
        '*.resetToken',
        '*.token',
        '*.code',
        '*.secret',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      err: safeError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: safeUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}

type TSerializedError = ReturnType<typeof stdSerializers.err>;

/**
 * Errors as pino writes them, minus what a failed statement carries: Drizzle puts the statement's
 * parameters in `params` and in its message, and the driver puts the failing row in `detail` (link
 * tokens of a mail, e-mail addresses). The SQL text with its placeholders stays: it says what failed.
 */
export function safeError(err: Error): TSerializedError {
  const serialized = stdSerializers.err(err);
  if (!('params' in err)) return serialized;
  // The cause's code and message make the message below; its `detail` is the failing row.
  const { params: _params, cause: _cause, ...rest } = serialized;
  const query = (err as { query?: unknown }).query;
  const message = safeErrorMessage(err);
  // The stack opens with the message, parameters included.
  const stack = rest.stack.split(err.message).join(message);
  return { ...rest, message, stack, ...(typeof query === 'string' ? { query } : {}) };
}
