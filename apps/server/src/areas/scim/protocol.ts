import {
  SCIM,
  SCIM_CONTENT_TYPE,
  ZScimError,
  ZScimListQuery,
  ZScimPatchRequest,
  ZScimUser,
  ZScimUserInput,
  ZScimUserList,
} from '@rally/contracts/scim';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { route, writeInTransaction, ZNoContent } from '../../lib/route-kit.ts';
import { listOf, serviceProviderConfig, userResourceType, userSchema } from './discovery.ts';
import { scimErrors } from './errors.ts';
import { touchScimToken } from './tokens.ts';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUserPage,
  patchScimUser,
  replaceScimUser,
} from './users.ts';

const tags = ['scim'];
const refusals = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ZScimError]));
const ZResource = z.looseObject({ schemas: z.array(z.string()) });
/** Any id: one that is not a user's is a 404 like an unknown one, as SCIM clients expect. */
const idParams = z.object({ id: z.string().max(200) });

const exampleUser = {
  schemas: [SCIM.user],
  userName: 'ana.silva@example.com',
  externalId: '701984',
  name: { givenName: 'Ana', familyName: 'Silva' },
  displayName: 'Ana Silva',
  active: true,
};

/** The token's company, set by the access plugin for every `'scim-token'` route. */
function keyOf(request: FastifyRequest) {
  if (!request.companyKey) throw new AppError('UNAUTHENTICATED', 'scim.tokenInvalid');
  return request.companyKey;
}

/** Answers a resource with its version as the `ETag` header too (RFC 7644 section 3.14). */
function withEtag<T extends { meta: { version?: string | undefined } }>(reply: FastifyReply, resource: T) {
  if (resource.meta.version) reply.header('etag', resource.meta.version);
  return resource;
}

/**
 * The SCIM 2.0 endpoint of a company (RFC 7644; decision 0036), under `/api/scim/v2`: discovery
 * and Users, for the company of the bearer token. Answers `application/scim+json`, accepts it and
 * plain JSON, and refuses in SCIM's error format. Each token is limited like a signed-in user.
 */
export async function scimProtocol(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  scimErrors(app);
  // Directories send their content type on a DELETE too, with no body: an empty body is no body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', SCIM_CONTENT_TYPE],
    { parseAs: 'string' },
    (request, body, done) => (body === '' ? done(null, undefined) : json(request, String(body), done)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload !== null && payload !== undefined && payload !== '')
      reply.type(`${SCIM_CONTENT_TYPE}; charset=utf-8`);
    // Before the answer leaves, not after: a directory (or a test) that reads the token's "last
    // used" once its call has answered sees it written.
    if (request.companyKey && reply.statusCode < 400) await touchScimToken(app.db, request.companyKey.id);
    return payload;
  });
  const baseUrl = `${app.config.appUrl.replace(/\/$/, '')}/api/scim/v2`;
  const config = {
    rateLimit: {
      max: app.config.rateLimitPerUser,
      timeWindow: '1 minute' as const,
      keyGenerator: (request: FastifyRequest) => request.companyKey?.id ?? request.ip,
    },
  };
  const access = 'scim-token' as const;
  const ctx = (request: FastifyRequest) => ({ key: keyOf(request), baseUrl });
  const write = (request: FastifyRequest) => ({ ...ctx(request), ifMatch: request.headers['if-match'] });

  r.get(
    '/ServiceProviderConfig',
    route({
      access,
      config,
      summary: 'SCIM: what this endpoint supports',
      description:
        'PATCH, filters (`userName eq`, `externalId eq`) and ETags; no bulk, sort or password changes.',
      schema: { tags, response: { 200: ZResource, ...refusals(401, 429) } },
    }),
    () => serviceProviderConfig(baseUrl),
  );

  r.get(
    '/ResourceTypes',
    route({
      access,
      config,
      summary: 'SCIM: the resource types',
      description: 'Users only: Groups are not provisioned (decision 0036).',
      schema: { tags, response: { 200: ZResource, ...refusals(401, 429) } },
    }),
    () => listOf([userResourceType(baseUrl)]),
  );

  r.get(
    '/ResourceTypes/User',
    route({
      access,
      config,
      summary: 'SCIM: the User resource type',
      description: 'Where Users are and which schema describes them.',
      schema: { tags, response: { 200: ZResource, ...refusals(401, 429) } },
    }),
    () => userResourceType(baseUrl),
  );

  r.get(
    '/Schemas',
    route({
      access,
      config,
      summary: 'SCIM: the schemas',
      description: 'The core User schema with the attributes Rally keeps.',
      schema: { tags, response: { 200: ZResource, ...refusals(401, 429) } },
    }),
    () => listOf([userSchema(baseUrl)]),
  );

  r.get(
    `/Schemas/${SCIM.user}`,
    route({
      access,
      config,
      summary: 'SCIM: the User schema',
      description:
        'The attributes Rally keeps of a user; others a directory sends are accepted and not stored.',
      schema: { tags, response: { 200: ZResource, ...refusals(401, 429) } },
    }),
    () => userSchema(baseUrl),
  );

  r.get(
    '/Users',
    route({
      access,
      config,
      summary: "SCIM: list or find the company's users",
      description:
        'A page of the users of the token\'s company (`startIndex` from 1, `count` up to 200), optionally `filter=userName eq "…"` or `externalId eq "…"`; any other filter is refused with `invalidFilter`.',
      refuses: { 400: 'an unsupported filter (`scimType: invalidFilter`)' },
      schema: {
        tags,
        querystring: ZScimListQuery,
        response: { 200: ZScimUserList, ...refusals(400, 401, 429) },
      },
    }),
    (request) => listScimUserPage({ ...ctx(request), db: app.db, ...request.query }),
  );

  r.get(
    '/Users/:id',
    route({
      access,
      config,
      summary: 'SCIM: read a user',
      description: 'The user with its version in `meta.version` and the `ETag` header.',
      schema: { tags, params: idParams, response: { 200: ZScimUser, ...refusals(400, 401, 404, 429) } },
    }),
    async (request, reply) =>
      withEtag(reply, await getScimUser({ ...ctx(request), db: app.db, id: request.params.id })),
  );

  r.post(
    '/Users',
    route({
      access,
      config,
      summary: 'SCIM: create a user',
      description:
        'Creates a player of the token\'s company; `userName` is the e-mail they sign in with. No invitation mail is sent: people sign in through the company\'s sign-in, or set a password with "Forgot password". `active: false` creates the user disabled.',
      refuses: {
        400: 'a value is not valid (`invalidValue`), e.g. a `userName` that is not an e-mail address',
        409: 'the e-mail already has an account (`uniqueness`), or the plan has no room for another user',
      },
      example: exampleUser,
      schema: { tags, body: ZScimUserInput, response: { 201: ZScimUser, ...refusals(400, 401, 409, 429) } },
    }),
    async (request, reply) => {
      const user = await writeInTransaction(app, (tx) =>
        createScimUser({ ...write(request), tx, input: request.body }),
      );
      reply.status(201).header('location', user.meta.location);
      return withEtag(reply, user);
    },
  );

  r.put(
    '/Users/:id',
    route({
      access,
      config,
      summary: 'SCIM: replace a user',
      description:
        "The directory's view replaces Rally's: e-mail, name, language, `active` (false disables the user and ends every session at once). With `If-Match`, only while the user is at that version.",
      refuses: {
        412: '`If-Match` names a version the user is no longer at',
        409: 'the e-mail has another account',
      },
      example: exampleUser,
      schema: {
        tags,
        params: idParams,
        body: ZScimUserInput,
        response: { 200: ZScimUser, ...refusals(400, 401, 404, 409, 412, 429) },
      },
    }),
    async (request, reply) =>
      withEtag(
        reply,
        await writeInTransaction(app, (tx) =>
          replaceScimUser({ ...write(request), tx, id: request.params.id, input: request.body }),
        ),
      ),
  );

  r.patch(
    '/Users/:id',
    route({
      access,
      config,
      summary: 'SCIM: change some attributes of a user',
      description:
        'PATCH operations as Entra ID and Okta send them: `add`/`replace`/`remove` in any case, a `path` (`active`, `userName`, `displayName`, `externalId`, `name.givenName`, …) or none with an object of attributes, booleans as `true` or `"True"`. `active: false` disables the user and ends every session at once. Attributes Rally does not keep are accepted and not stored.',
      refuses: {
        400: 'a value or path is not valid (`invalidValue`, `invalidPath`, `invalidSyntax`)',
        409: 'the e-mail has another account',
        412: '`If-Match` names a version the user is no longer at',
      },
      example: {
        schemas: [SCIM.patchOp],
        Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
      },
      schema: {
        tags,
        params: idParams,
        body: ZScimPatchRequest,
        response: { 200: ZScimUser, ...refusals(400, 401, 404, 409, 412, 429) },
      },
    }),
    async (request, reply) =>
      withEtag(
        reply,
        await writeInTransaction(app, (tx) =>
          patchScimUser({ ...write(request), tx, id: request.params.id, input: request.body }),
        ),
      ),
  );

  r.delete(
    '/Users/:id',
    route({
      access,
      config,
      summary: 'SCIM: delete a user',
      description: 'The user goes with everything of theirs, as when an admin deletes them.',
      refuses: { 412: '`If-Match` names a version the user is no longer at' },
      schema: { tags, params: idParams, response: { 204: ZNoContent, ...refusals(401, 404, 412, 429) } },
    }),
    async (request, reply) => {
      await writeInTransaction(app, (tx) => deleteScimUser({ ...write(request), tx, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
