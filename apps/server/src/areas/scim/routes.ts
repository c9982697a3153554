import {
  SCIM_BASE_PATH,
  ZCreatedScimToken,
  ZCreateScimTokenRequest,
  ZScimTokenList,
  ZScimTokenListQuery,
} from '@rally/contracts/scim';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  created,
  idParams,
  noContent,
  route,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { scimProtocol } from './protocol.ts';
import { checkScimToken, createScimToken, listScimTokens, revokeScimToken } from './tokens.ts';

const tags = ['scim'];

/** A company's SCIM tokens (company admins) and the SCIM endpoint its directory calls with one (decision 0036). */
export async function scimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.checkCompanyKeysWith(checkScimToken, 'scim-token');

  r.get(
    '/company/scim-tokens',
    route({
      access: ['update', 'Company'],
      summary: "List the company's SCIM tokens",
      description:
        'The SCIM base URL to give the directory, and every SCIM token of the company (revoked ones say when), newest first: its name, the first characters of the secret, who created it and when it was last used. The secret itself is never shown again. Platform admins name the company with `companyId`.',
      schema: { tags, querystring: ZScimTokenListQuery, response: { 200: ZScimTokenList } },
    }),
    (request) =>
      listScimTokens({
        ...callerOf(app, request),
        companyId: request.query.companyId,
        appUrl: app.config.appUrl,
      }),
  );

  r.post(
    '/company/scim-tokens',
    route({
      access: ['update', 'Company'],
      summary: 'Create a SCIM token',
      description:
        "Creates a bearer token the company's directory (Entra ID, Okta) provisions users with at `/api/scim/v2`. The answer holds the secret, once: only its SHA-256 is stored. The token reaches this company's users and nothing else.",
      example: { name: 'Entra ID' },
      schema: { tags, body: ZCreateScimTokenRequest, response: { 201: ZCreatedScimToken } },
    }),
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, (ctx) => createScimToken({ ...ctx, input: request.body })),
      ),
  );

  r.delete(
    '/company/scim-tokens/:id',
    route({
      access: ['update', 'Company'],
      summary: 'Revoke a SCIM token',
      description: 'The token stops working at once (its calls answer 401); it stays listed as revoked.',
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => revokeScimToken({ ...ctx, id: request.params.id }));
      return noContent(reply);
    },
  );

  await app.register(scimProtocol, { prefix: SCIM_BASE_PATH });
}
