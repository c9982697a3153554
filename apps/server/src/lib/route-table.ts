import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../db/client.ts';
import type { Access } from '../plugins/types.ts';
import { type Body, callerOf, created, type Doc, noContent, route, writeAsCaller } from './route-kit.ts';
import type { Scope } from './scope.ts';

/**
 * An area's routes as a table: the route kit's `route()` with the area's defaults filled in. Each
 * operation stands in the area's table by name, with its schema and OpenAPI text; a route then reads
 * as one line of path, operation and handler:
 *
 *   const { r, read, write, ...handle } = areaRoutes(app, { tags: ['kpis'], access: gameContent }, ops);
 *   r.get('/kpi/:id', read('get'), handle.byId(getKpi));
 *   r.post('/kpi', write('add'), handle.create(createKpi));
 *
 *   const ops = operations({
 *     get: { schema: { params: idParams, response: { 200: ZKpi } }, summary: 'Get a KPI', description: '...' },
 *     add: {
 *       schema: { body: ZCreateKpiRequest, response: { 201: ZKpi } },
 *       summary: 'Add a KPI to a game', description: '...', refuses: { 409: gameLocked }, example: {...},
 *     },
 *   });
 *
 * `read(name)`/`write(name)` give what `route()` gives (access for the access plugin, the OpenAPI
 * summary, the description with who may call and what is refused, the body example checked against
 * its schema, security, the area's tags), so a route declared either way guards and documents itself
 * alike, and the handler is typed by the operation's schema through the zod type provider. A read
 * is called with the area's `read` access, a write with its `write` access (its `read` when it has
 * none), unless the operation names its own `access`.
 *
 * The handler helpers are the route kit's, bound to the app, for the usual shapes. Writes run in one
 * transaction owned by the route, as the caller: `create` (201), `update` (200) and `remove` (204)
 * take the body (as `input`, with `'fields'` as the service's own arguments; `remove` names the
 * service's arguments from body fields), `updateById`, `writeById` and `removeById` the path's `:id`.
 * `byId` reads the path's `:id`, `byQuery` the query string. A route of another shape writes its
 * handler out, with the kit.
 */
export type Operation<S extends FastifySchema = FastifySchema> = Omit<Doc, 'access'> & {
  schema: S;
  /** Who may call, where it is not the area's. */
  access?: Access;
  /** A valid JSON body (required by the docs test for every route with one); parsed when declared. */
  example?: unknown;
  config?: Omit<FastifyContextConfig, 'access'>;
};

/** An area's operations by name, each example checked against its own body schema. */
export const operations = <const D extends Record<string, Operation>>(ops: D & Examples<D>) => ops as D;
/** Refuses an operation whose `example` does not fit its body schema. */
type Examples<D> = {
  [K in keyof D]: D[K] extends { schema: infer S; example: unknown } ? { example: Body<S> } : unknown;
};

/** Who reads and who changes a game's content (activities, KPIs, teams, charities). */
export const gameContent = { read: ['read', 'Game'], write: ['manage', 'Game'] } as const;
/** What most writes to a game's content refuse once it is over. */
export const gameLocked = 'the game is finished or archived (read-only)';

type Caller = { tx: Tx; scope: Scope };
/** A request whose path names the record it is about as `:id`. */
type ById = FastifyRequest & { params: { id: string } };
type Reader<K extends string> = { db: Db; scope: Scope } & Record<K, string>;
/** How a write hands the body to its service: as `input`, or its fields as the service's own arguments. */
type BodyAs = 'input' | 'fields';
type WithBody<A> = FastifyRequest & {
  body: A extends { input: infer B } ? B : Omit<A, 'tx' | 'scope'>;
};
const bodyArgs = (request: FastifyRequest, how: BodyAs) =>
  how === 'input' ? { input: request.body } : (request.body as object);

export function areaRoutes<D extends Record<string, Operation>>(
  app: FastifyInstance,
  area: { tags: string[]; access: { read: Access; write?: Access } },
  ops: D,
) {
  /** The route options (`config` and `schema`) of the operation `name`, called with `access` unless it says. */
  const declare =
    (fallback: Access) =>
    <K extends keyof D & string>(name: K) => {
      const { schema, access = fallback, example, ...doc } = ops[name] as Operation;
      const withTags = { tags: area.tags, ...schema } as D[K]['schema'];
      return route({ ...doc, access, example: example as never, schema: withTags });
    };
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    /** A read: the area's `read` access unless the operation names its own. */
    read: declare(area.access.read),
    /** A write: the area's `write` access unless the operation names its own. */
    write: declare(area.access.write ?? area.access.read),
    /** Reads as the caller with the path's `:id`, handed to the service as `id` (or as `as`: `'gameId'`). */
    byId:
      <T, K extends string = 'id'>(read: (args: Reader<NoInfer<K>>) => Promise<T>, as: K = 'id' as K) =>
      (request: ById) =>
        read({ ...callerOf(app, request), [as]: request.params.id } as Reader<K>),
    /** Reads as the caller with the query string, handed to the service as `query`. */
    byQuery:
      <Q, T>(read: (args: { db: Db; scope: Scope; query: Q }) => Promise<T>) =>
      (request: FastifyRequest & { query: Q }) =>
        read({ ...callerOf(app, request), query: request.query }),
    /** Writes the body (as `input`, or with `'fields'` as the service's own arguments) as the caller; answers 200. */
    update:
      <A extends object, T>(write: (args: A) => Promise<T>, body: BodyAs = 'input') =>
      (request: WithBody<A>) =>
        writeAsCaller(app, request, (ctx) => write({ ...ctx, ...bodyArgs(request, body) } as unknown as A)),
    /** Changes the record the path's `:id` names (as `id`, or as `as`) with the body; answers 200 with the result. */
    updateById:
      <B, T, K extends string = 'id'>(
        write: (args: Caller & Record<NoInfer<K>, string> & { input: B }) => Promise<T>,
        as: K = 'id' as K,
      ) =>
      (request: ById & { body: B }) =>
        writeAsCaller(app, request, (ctx) =>
          write({ ...ctx, [as]: request.params.id, input: request.body } as Caller &
            Record<K, string> & { input: B }),
        ),
    /** Creates from the body (as `input`, or with `'fields'` as the service's arguments) as the caller; answers 201. */
    create:
      <A extends object, T>(write: (args: A) => Promise<T>, body: BodyAs = 'input') =>
      async (request: WithBody<A>, reply: FastifyReply) =>
        created(
          reply,
          await writeAsCaller(app, request, (ctx) =>
            write({ ...ctx, ...bodyArgs(request, body) } as unknown as A),
          ),
        ),
    /** Removes as the caller, the service's arguments named from the body's fields (`{ id: 'taskId' }`); answers 204. */
    remove:
      <const M extends Record<string, string>>(
        write: (args: Caller & { [P in keyof M]: string }) => Promise<unknown>,
        from: M,
      ) =>
      async (request: FastifyRequest & { body: Record<M[keyof M], string> }, reply: FastifyReply) => {
        await writeAsCaller(app, request, (ctx) =>
          write({
            ...ctx,
            ...(Object.fromEntries(
              Object.entries(from).map(([arg, field]) => [arg, request.body[field as M[keyof M]]]),
            ) as { [P in keyof M]: string }),
          }),
        );
        return noContent(reply);
      },
    /** Writes to the record the path's `:id` names (handed over as `id`, or as `as`), as the caller; answers 200. */
    writeById:
      <T, K extends string = 'id'>(
        write: (args: Caller & Record<NoInfer<K>, string>) => Promise<T>,
        as: K = 'id' as K,
      ) =>
      (request: ById) =>
        writeAsCaller(app, request, (ctx) =>
          write({ ...ctx, [as]: request.params.id } as Caller & Record<K, string>),
        ),
    /** Removes the record the path's `:id` names (handed over as `id`, or as `as`), as the caller; answers 204. */
    removeById:
      <K extends string = 'id'>(
        write: (args: Caller & Record<NoInfer<K>, string>) => Promise<unknown>,
        as: K = 'id' as K,
      ) =>
      async (request: ById, reply: FastifyReply) => {
        await writeAsCaller(app, request, (ctx) =>
          write({ ...ctx, [as]: request.params.id } as Caller & Record<K, string>),
        );
        return noContent(reply);
      },
  };
}
