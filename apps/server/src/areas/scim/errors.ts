import { englishMessage } from '@rally/contracts/messages';
import { SCIM, SCIM_CONTENT_TYPE, type TScimError } from '@rally/contracts/scim';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * SCIM's own error message (RFC 7644 section 3.12) for everything under `/api/scim/v2`: a
 * directory reads `status` and `scimType`, and shows `detail` (English, with the refused field) to
 * its admin. The rest of the API keeps Rally's `{code, message}` answer.
 */
const SCIM_TYPES: Partial<Record<string, string>> = {
  'scim.invalidFilter': 'invalidFilter',
  'scim.invalidPath': 'invalidPath',
  'scim.invalidSyntax': 'invalidSyntax',
  'common.badJson': 'invalidSyntax',
  'common.emptyJson': 'invalidSyntax',
};

const body = (status: number, detail: string, scimType?: string): TScimError => ({
  schemas: [SCIM.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

function fromAppError(error: AppError): TScimError {
  const status = error.status;
  const fields = error.details?.map((field) => `${field.path}: ${field.message}`).join('; ');
  const detail = fields ? `${error.message} ${fields}` : error.message;
  if (status === 400) return body(400, detail, SCIM_TYPES[error.messageCode] ?? 'invalidValue');
  if (status === 409) return body(409, detail, 'uniqueness');
  return body(status, detail);
}

/** Fastify's own refusals (bad JSON, body too large, wrong media type) in SCIM's words. */
function fromFastify(error: FastifyError): TScimError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return body(400, 'The body is not valid JSON.', 'invalidSyntax');
  }
  return body(status, error.message);
}

export function scimErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply) => {
    const send = (answer: TScimError) =>
      reply.status(Number(answer.status)).type(SCIM_CONTENT_TYPE).send(answer);
    if (error instanceof AppError) {
      const wait = error.code === 'RATE_LIMITED' ? error.params?.seconds : undefined;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      return send(fromAppError(error));
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return send(fromAppError(validationError(error, request)));
    const refused = fromFastify(error);
    if (refused) return send(refused);
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '5');
      return send(body(503, 'The service is not available; try again shortly.'));
    }
    // 5xx: never internal text; the cause is logged with the request id.
    request.log.error({ err: error }, 'request failed');
    return send(body(500, `Something went wrong (request ${request.id}).`));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    reply
      .status(404)
      .type(SCIM_CONTENT_TYPE)
      .send(body(404, englishMessage('scim.resourceNotFound', { path })));
  });
}
