import type { TErrorCode } from '@rally/contracts/errors';
import { type TMessageCode, toMessage } from '@rally/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, safeErrorMessage } from '../db/errors.ts';
import { AppError, invalidFields } from '../lib/errors.ts';
import { issueToFieldError } from '../lib/zod-issues.ts';

const byStatus: Record<number, TErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** How long a client waits before retrying while the database is unreachable. */
const DATABASE_RETRY_SECONDS = 5;

const GENERIC: Partial<Record<TErrorCode, TMessageCode>> = {
  UNAUTHENTICATED: 'auth.signInRequired',
  FORBIDDEN: 'auth.forbidden',
  NOT_FOUND: 'common.notFound',
  CONFLICT: 'common.conflict',
  PAYLOAD_TOO_LARGE: 'common.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'common.unsupportedMediaType',
  RATE_LIMITED: 'common.rateLimited',
};

const FASTIFY_REASONS: Partial<Record<string, TMessageCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupportedMediaType',
};

/** Request-validation failures as one 400 naming each field (see lib/zod-issues.ts); SCIM answers them its own way. */
export function validationError(err: FastifyError, request: FastifyRequest): AppError {
  const context = err.validationContext;
  const input =
    context === 'body'
      ? request.body
      : context
        ? (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context]
        : undefined;
  const fields = (err.validation ?? []).map((issue) => issueToFieldError(issue, context, input));
  return fields.length > 0 ? invalidFields(fields) : new AppError('VALIDATION', 'common.badRequest');
}

/** One handler maps every error to `{code, message, details, requestId}` (STYLE habit 4). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    const send = (e: AppError, status = e.status) =>
      reply.status(status).send({
        code: e.code,
        ...toMessage(e.messageCode, e.params),
        details: e.details,
        requestId,
      });
    if (error instanceof AppError) {
      const waits = error.code === 'RATE_LIMITED' || error.code === 'UNAVAILABLE';
      const wait = waits ? error.params?.seconds : undefined;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      return send(error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send(validationError(error, request));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(new AppError('INTERNAL', 'common.internal'));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry; the load balancer may try another process.
      request.log.warn({ problem: safeErrorMessage(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return send(new AppError('UNAVAILABLE', 'common.unavailable'), 503);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, body too large, ...): its reason, else the category's.
      const code = byStatus[status] ?? 'VALIDATION';
      const messageCode = FASTIFY_REASONS[error.code] ?? GENERIC[code] ?? 'common.badRequest';
      return send(new AppError(code, messageCode), status);
    }
    // 5xx: never show internal text; the cause is logged with the request id.
    request.log.error({ err: error }, 'request failed');
    return send(
      new AppError(
        status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
        status === 503 ? 'common.unavailable' : 'common.internal',
      ),
      status,
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const params = { method: request.method, path: request.url.split('?')[0] ?? '' };
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', ...toMessage('common.routeNotFound', params), requestId: request.id });
  });
});
