import { abilitiesFor, buildAbility, ROLES, type TRole } from '@rally/contracts/abilities';
import { ZErrorResponse } from '@rally/contracts/errors';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import { z } from 'zod';
import type { Executor, Tx } from '../db/client.ts';
import { scopeOf } from '../plugins/access.ts';
import type { Access } from '../plugins/types.ts';
import type { Scope } from './scope.ts';

/**
 * The route kit: what every area's routes declare alike. A route (STYLE habit 2) reads:
 *
 *   r.post(
 *     '/kpi',
 *     route({
 *       access: ['manage', 'Game'],
 *       summary: 'Add a KPI to a game',
 *       description: 'Creates a KPI (name, unit, direction, weight) in a draft or active game.',
 *       refuses: { 409: 'the game is finished or archived' },
 *       example: { competitionId: '0195…', name: 'Sales', unit: 'EUR' },
 *       schema: { tags, body: ZCreateKpiRequest, response: { 201: ZKpi } },
 *     }),
 *     async (request, reply) =>
 *       created(reply, await writeAsCaller(app, request, (ctx) => createKpi({ ...ctx, input: request.body }))),
 *   );
 *
 * `route` sets the access the access plugin checks, and writes the OpenAPI operation from the same
 * declaration: who may call it is derived from `access` and the role abilities, what it refuses from
 * its error statuses (with `refuses` for what is particular to it), so neither can drift from the
 * code. A JSON body's `example` is checked against the body schema when the route is declared
 * (test/api-docs.test.ts fails on an operation without summary, description or body example).
 *
 * A handler needs five helpers, one thing each. Reads hand the service `callerOf(app, request)`
 * (`{ db, scope }`). Writes run in one transaction owned by the route: `writeAsCaller` hands the
 * service `{ tx, scope }` (a service taking the body declares `opts: CallerInput<typeof ZBody>`),
 * `writeInTransaction` only `tx`, for routes without a signed-in caller (sign-in, recovery). What a
 * write returns is the 200 answer; one answering otherwise says so around it, so the status reads
 * where the answer is made: `created(reply, await writeAsCaller(...))` answers 201, and
 * `await writeAsCaller(...); return noContent(reply);` 204 (`ZNoContent` as the 204 schema). Routes
 * declared as an area's table (route-table.ts) have the usual shapes bound as `handle.*`.
 *
 * A response map that names no error status gets `errors` (a read ability) or `writeErrors` (any
 * other, adds 409); a route that refuses otherwise names its own (`errorResponses(...)`). Ids come
 * through `idParams`.
 */

const E = ZErrorResponse;
/** Error answers by status, as a response map: `{ 200: ZThing, ...errorResponses(400, 401) }`. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, E])) as Record<C[number], typeof E>;
}
/** What a signed-in read can answer besides success. */
export const errors = errorResponses(400, 401, 403, 404);
/** A write may also conflict (a started game's content is locked, names are unique). */
export const writeErrors = errorResponses(400, 401, 403, 404, 409);
/** The body of a 204. */
export const ZNoContent = z.null();

export const idParams = z.object({ id: z.uuid() });
/** A page number in a path (`/.../:page`), from 1. */
export const ZPageParam = z.coerce.number().int().min(1).max(100_000);

/** Ids the OpenAPI examples use (UUID v7, as Rally issues them), so examples read as one story. */
export const EXAMPLE_IDS = {
  company: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b01',
  user: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b02',
  game: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b03',
  otherGame: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b04',
  activity: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b05',
  behaviour: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b06',
  team: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b07',
  player: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b08',
  kpi: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b09',
  charity: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0a',
  notification: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0b',
} as const;

const ROLE_NAMES: Record<TRole, string> = {
  admin: 'platform admins',
  company_admin: 'company admins',
  player: 'players',
  client: 'clients',
};

/** Who may call a route, in words, from its declared access and the roles' abilities. */
export function whoMayCall(access: Access): string {
  if (access === 'public') return 'Anyone: no sign-in, no application key.';
  if (access === 'api-client') {
    return 'Any application with a valid `x-api-key` / `x-api-secret` pair; no user sign-in.';
  }
  if (access === 'company-key') {
    return "A company's own system with one of its API keys in `x-rally-key` (created by a company admin); no user sign-in.";
  }
  if (access === 'scim-token') {
    return "A company's directory (Entra ID, Okta) with one of its SCIM tokens as `Authorization: Bearer scim_…` (created by a company admin); no user sign-in.";
  }
  const [action, subject] = access;
  const roles = ROLES.filter((role) => buildAbility(abilitiesFor(role)).can(action, subject));
  const names = roles.map((role) => ROLE_NAMES[role]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Signed-in ${list} (a bearer access token; ability \`${action} ${subject}\`).`;
}

/** What each error status means unless the route says more. */
const REFUSALS: Record<number, (access: Access) => string> = {
  400: () => 'a field is missing or not valid; `details` names each one',
  401: (access) =>
    access === 'api-client'
      ? 'the application key pair is missing or wrong'
      : access === 'company-key'
        ? 'the API key is missing, wrong or revoked'
        : access === 'scim-token'
          ? 'the SCIM token is missing, wrong or revoked'
          : 'no valid access token',
  403: () => "the caller's role may not do this",
  404: () => 'the record does not exist or belongs to another company',
  409: () => 'the change conflicts with the current state of the record',
  410: () => 'the link or code has expired or was already used',
  413: () => 'the upload is too large',
  415: () => 'the upload is not multipart/form-data or not of an accepted type',
  429: () => 'too many calls in a short time; wait and try again',
  503: () => 'the service is not ready',
};

/** What a route's declaration says of it for the OpenAPI document, besides its schema. */
export type Doc = {
  access: Access;
  /** A few words, imperative: "Add a KPI to a game". */
  summary: string;
  /** What it does, for an integrator; who may call and what it refuses are added from the declaration. */
  description: string;
  /** What the route refuses beyond the generic meaning of a status, by status. */
  refuses?: Partial<Record<number, string>>;
};

function describeOperation(doc: Doc, response: object | undefined): string {
  const statuses = Object.keys(response ?? {})
    .map(Number)
    .filter((status) => status >= 400);
  const refusals = statuses.map((status) => {
    const said = doc.refuses?.[status] ?? REFUSALS[status]?.(doc.access) ?? 'see the error message';
    return `- ${status}: ${said}`;
  });
  return [
    doc.description,
    `**Who may call:** ${whoMayCall(doc.access)}`,
    ...(refusals.length ? [`**Refuses:**\n${refusals.join('\n')}`] : []),
  ].join('\n\n');
}

const securityOf = (access: Access) =>
  access === 'public'
    ? []
    : access === 'api-client'
      ? [{ apiKey: [], apiSecret: [] }]
      : access === 'company-key'
        ? [{ companyKey: [] }]
        : access === 'scim-token'
          ? [{ scimToken: [] }]
          : [{ bearer: [] }];

/** The JSON body a route's schema takes, as a client sends it. */
export type Body<S> = S extends { body: z.core.$ZodType } ? z.input<S['body']> : never;

/** The body schema again, carrying its example into the OpenAPI document (what zod's `.meta()` does, for zod/mini schemas too). */
function withExample(body: z.core.$ZodType, example: unknown) {
  // Parsing here stops the server at start when an example no longer fits its schema.
  z.parse(body, example);
  const copy = z.core.clone(body, body._zod.def);
  // As `x-examples` (which @fastify/swagger turns into the media's `examples`): zod leaves a plain
  // `examples` out of an input schema holding a transform (the SCIM bodies), as it may be output.
  z.globalRegistry.add(copy, {
    ...z.globalRegistry.get(body),
    'x-examples': { example: { value: example } },
  });
  return copy;
}

/** A route's options (`config` and `schema`) with its OpenAPI operation; see the top of this file. */
export function route<S extends FastifySchema>(
  spec: Doc & {
    schema: S;
    /** A valid JSON body; required by the docs test for every route with one. */
    example?: Body<S>;
    config?: Omit<FastifyContextConfig, 'access'>;
  },
) {
  const { schema, example, config, ...doc } = spec;
  const body =
    example !== undefined && schema.body instanceof z.core.$ZodType
      ? withExample(schema.body, example)
      : schema.body;
  const response = withDefaultErrors(doc.access, schema.response as object | undefined);
  return {
    config: { ...config, access: doc.access },
    schema: {
      ...schema,
      ...(body === undefined ? {} : { body }),
      ...(response === undefined ? {} : { response }),
      summary: doc.summary,
      description: describeOperation(doc, response),
      security: securityOf(doc.access),
    } as S,
  };
}

/**
 * A response map that names no error status gets the usual ones for its access: `errors` for a
 * signed-in read, `writeErrors` for any other ability; public and application routes name theirs.
 */
function withDefaultErrors(access: Access, response: object | undefined) {
  if (response === undefined || typeof access === 'string') return response;
  if (Object.keys(response).some((status) => Number(status) >= 400)) return response;
  return { ...response, ...(access[0] === 'read' ? errors : writeErrors) };
}

/** Runs a write in one transaction (the route owns it, db/client.ts) for routes without a signed-in caller. */
export function writeInTransaction<T>(app: FastifyInstance, write: (tx: Tx) => Promise<T>): Promise<T> {
  return app.db.transaction(write);
}

/** Runs a write in one transaction as the signed-in caller: the service gets `{ tx, scope }`. */
export function writeAsCaller<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: (context: { tx: Tx; scope: Scope }) => Promise<T>,
): Promise<T> {
  const scope = scopeOf(request);
  return app.db.transaction((tx) => write({ tx, scope }));
}

/** What a service called outside a route-owned transaction gets for the signed-in caller: `{ db, scope }`. */
export const callerOf = (app: FastifyInstance, request: FastifyRequest) => ({
  db: app.db,
  scope: scopeOf(request),
});

/** What a service that writes as the caller gets from its route: `{ tx, scope }` and the body as `input`. */
export type CallerInput<B extends z.core.$ZodType> = { tx: Executor; scope: Scope; input: z.output<B> };

/** 201 with what was created. */
export const created = <T>(reply: FastifyReply, body: T) => reply.status(201).send(body);
/** 204, no body. */
export const noContent = (reply: FastifyReply) => reply.status(204).send(null);
