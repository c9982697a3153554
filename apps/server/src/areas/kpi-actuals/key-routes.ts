import {
  ZApiKeyList,
  ZApiKeyListQuery,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZKeyActualsRequest,
  ZKeyActualsResponse,
} from '@rally/contracts/kpi-actuals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import {
  callerOf,
  created,
  errorResponses,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  route,
  writeAsCaller,
  writeInTransaction,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { checkCompanyKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import { saveActualsByKey } from './by-key.ts';
import { closedRound } from './routes.ts';

const tags = ['kpis'];

/** Company API keys (company admins) and the call company systems make with one. */
export async function apiKeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.checkCompanyKeysWith(checkCompanyKey);

  r.get(
    '/company/api-keys',
    route({
      access: ['update', 'Company'],
      summary: "List the company's API keys",
      description:
        'Every API key of the company (revoked ones say when), newest first: its name, the first characters of the secret, who created it and when it was last used. The secret itself is never shown again. Platform admins name the company with `companyId`.',
      schema: { tags, querystring: ZApiKeyListQuery, response: { 200: ZApiKeyList } },
    }),
    (request) => listApiKeys({ ...callerOf(app, request), companyId: request.query.companyId }),
  );

  r.post(
    '/company/api-keys',
    route({
      access: ['update', 'Company'],
      summary: 'Create an API key',
      description:
        "Creates a key a company system sends KPI actuals with (`POST /api/kpi-actuals/by-key`, header `x-rally-key`). The answer holds the secret, once: only its SHA-256 is stored. The key reaches this company's KPI actuals and nothing else.",
      example: { name: 'Sales CRM' },
      schema: { tags, body: ZCreateApiKeyRequest, response: { 201: ZCreatedApiKey } },
    }),
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, (ctx) => createApiKey({ ...ctx, input: request.body })),
      ),
  );

  r.delete(
    '/company/api-keys/:id',
    route({
      access: ['update', 'Company'],
      summary: 'Revoke an API key',
      description: 'The key stops working at once (its calls answer 401); it stays listed as revoked.',
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => revokeApiKey({ ...ctx, id: request.params.id }));
      return noContent(reply);
    },
  );

  r.post(
    '/kpi-actuals/by-key',
    route({
      access: 'company-key',
      summary: 'Send KPI actuals from a company system',
      description:
        "Sets actuals of the key's company: each names a KPI, optionally a round (`setTimeId`; none means the whole game), and the player by `email` (or `userId`) or a team by `teamId`. A new value replaces the old one. All or nothing, in one transaction; the points (weight × min(achievement, 1)) join the scores and leaderboards at once. Limited like other calls without sign-in (per address).",
      refuses: {
        400: "a field is not valid, or a player or team is not in the KPI's game; `details` names each entry",
        404: "a KPI or round is not the key's company's (another company's records read as not found)",
        409: closedRound,
      },
      example: {
        actuals: [
          { kpiId: ids.kpi, setTimeId: null, email: 'ana@example.com', value: 21_500 },
          { kpiId: ids.kpi, setTimeId: null, teamId: ids.team, value: 80_000 },
        ],
      },
      schema: {
        tags,
        body: ZKeyActualsRequest,
        response: { 200: ZKeyActualsResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    }),
    (request) => {
      const key = request.companyKey;
      if (!key) throw new AppError('UNAUTHENTICATED', 'kpiActuals.keyInvalid');
      return writeInTransaction(app, (tx) => saveActualsByKey({ tx, key, actuals: request.body.actuals }));
    },
  );
}
