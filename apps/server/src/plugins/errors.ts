import type { TErrorCode } from '@rally/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';

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

/** Field path of a zod issue as a client names it: `email`, `competition.name`, `items.0.points`. */
function fieldErrors(err: FastifyError): FieldError[] {
  const context = err.validationContext === 'body' ? '' : `${err.validationContext ?? ''}.`;
  return (err.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: (context + path).replace(/\.$/, '') || context.replace(/\.$/, ''),
      message: v.message ?? 'is invalid',
    };
  });
}

/** One handler maps every error to `{code, message, details, requestId}` (STYLE habit 4). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, details: error.details, requestId });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldErrors(error);
      const message = details.map((d) => `${d.path}: ${d.message}`).join('; ');
      return reply.status(400).send({ code: 'VALIDATION', message, details, requestId });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong.', requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = byStatus[status] ?? 'VALIDATION';
      return reply.status(status).send({ code, message: error.message, requestId });
    }
    // 5xx: never show internal text; the cause is logged with the request id.
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return reply.status(status).send({ code, message: 'Something went wrong.', requestId });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      requestId: request.id,
    });
  });
});
