import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('fastify', async (importOriginal) =>
  (await import('./authorization/routes.ts')).recordingFastify(await importOriginal()),
);

import { notify } from '../src/areas/notifications/service.ts';
import { notifications, templates } from '../src/db/schema/index.ts';
import { registered, TABLE } from './authorization/routes.ts';
import type { Call, Caller, Entry } from './authorization/table.ts';
import { buildWorld, type World } from './authorization/world.ts';
import { lenientReason } from './bad-input-lenient.ts';
import { clientHeaders, createTestApp, type TestContext } from './helpers.ts';

/** A well-formed UUID no record has. */
const MISSING_ID = '01900000-0000-7000-8000-000000000000';
const LONG = 'x'.repeat(100_000);
/** A template category (the migration inserts the six with fixed ids). */
const WELL_BEING = '019a0000-0000-7000-8000-000000000002';

/**
 * Routes not called with bad input, and why. Everything else under `/api` is.
 * - `GET /api/docs*`: the Swagger UI's static files and the OpenAPI document take no input.
 */
const SKIP = (key: string) => key.startsWith('GET /api/docs');

/** Tables left out of the stored-data check: the rate limits count every call, refused or not. */
const UNCHECKED_TABLES = new Set<string>(['__drizzle_migrations', 'rate_limits']);

let t: TestContext;
let w: World;
let dataDir: string;
let address = 0;
let calls = 0;

let tables: string[] = [];

/** A fingerprint of every stored row, to show that a refused call left the data as it was. */
async function digest(): Promise<string> {
  const parts = tables.map(
    (table) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${table}" x)`,
  );
  const res = (await t.db.execute(sql.raw(`SELECT ${parts.join(" || ',' || ")} AS d`))) as unknown as {
    rows: { d: string }[];
  };
  return res.rows[0]?.d ?? '';
}

type TPage = { data: unknown[]; count: number; pages: number };

type Request = { url: string; headers?: Record<string, string>; payload?: string | object | Buffer };

/** Each call from its own address, so the per-address rate limits never decide an answer here. */
function inject(method: string, req: Request) {
  address++;
  calls++;
  return t.app.inject({
    method: method as 'GET',
    url: req.url,
    headers: req.headers ?? {},
    ...(req.payload === undefined ? {} : { payload: req.payload }),
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
}

// ---- zod introspection (zod 4): the declared fields of a body or querystring schema ----------------

type ZodLike = { _zod?: { def: Record<string, unknown> }; shape?: Record<string, ZodLike> };
type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';
type Field = { path: string[]; kind: Kind };

/** The schema inside optional/nullable/default/pipe wrappers. */
function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod?.def;
    if (!def) return s;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as ZodLike | undefined;
    if (!inner) return s;
    s = inner;
  }
  return s;
}

function kindOf(schema: ZodLike): Kind {
  const type = unwrap(schema)._zod?.def.type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'enum') return type;
  if (type === 'bigint' || type === 'int') return 'number';
  if (type === 'literal') return 'enum';
  if (type === 'array' || type === 'object') return type;
  return 'other';
}

function fieldsOf(schema: unknown, prefix: string[] = []): Field[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = unwrap(schema as ZodLike);
  if (s._zod?.def.type !== 'object' || !s.shape) return [];
  return Object.entries(s.shape).flatMap(([name, field]) => {
    const here: Field = { path: [...prefix, name], kind: kindOf(field) };
    return here.kind === 'object' ? [here, ...fieldsOf(field, here.path)] : [here];
  });
}

/** `base` with the value at `at` replaced (parents created as needed); never changes `base`. */
function withValue(base: unknown, at: string[], value: unknown): object {
  const copy = structuredClone(
    base && typeof base === 'object' && !Array.isArray(base) ? base : {},
  ) as Record<string, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[at.at(-1) ?? ''] = value;
  return copy;
}

/** Values of the wrong type (or out of range) for a field of this kind, plus null and a huge string. */
function wrongValues(kind: Kind): unknown[] {
  const byKind: Record<Kind, unknown[]> = {
    string: [12345, true, ['a'], { a: 1 }],
    number: ['not-a-number', -1, 1e308, 1.5],
    boolean: ['not-a-boolean', 2],
    enum: ['no-such-value', 7],
    array: ['not-an-array', { a: 1 }, [null, 'x', { a: 1 }]],
    object: ['not-an-object', [1, 2]],
    other: [12345, 'not-valid'],
  };
  return [...byKind[kind], null, LONG];
}

/** Querystring values of the wrong type (query values always arrive as text). */
function wrongQueryValues(kind: Kind): string[] {
  const byKind: Record<Kind, string[]> = {
    string: ['', LONG],
    number: ['-1', 'abc', '1e400', '0.5', '99999999999999999999'],
    boolean: ['maybe'],
    enum: ['no-such-value'],
    array: ['', 'not-an-array'],
    object: ['x'],
    other: ['abc', '-1'],
  };
  return byKind[kind];
}

// ---- the calls ------------------------------------------------------------------------------------

/** The caller allowed to use the route: the platform admin, unless the matrix says only another role may. */
function allowedCaller(entry: Entry): Exclude<Caller, 'anonymous'> {
  if ('gate' in entry) return 'admin';
  const order = ['admin', 'company_admin', 'client', 'player'] as const;
  const ok = (c: (typeof order)[number]) => {
    const o = entry.expect[c];
    const s = typeof o === 'number' ? o : (o.own ?? o.self ?? o.other);
    return s !== undefined && s < 400;
  };
  return order.find(ok) ?? 'admin';
}

/** A well-formed request for the route (from the matrix), with placeholder ids where it has none. */
async function baseCall(key: string, method: string): Promise<{ call: Call; caller: Caller }> {
  const entry = TABLE[key];
  const fallback: Call = {
    url: key
      .slice(method.length + 1)
      .replace(/:\w+/g, MISSING_ID)
      .replace('*', 'x'),
  };
  if (!entry) return { call: fallback, caller: 'admin' };
  const caller = allowedCaller(entry);
  if ('gate' in entry) return { call: fallback, caller };
  const call = await entry.call(w, caller, 'own');
  return { call, caller };
}

/** The route's path with its parameters replaced: each one in turn bad, the others from `url`. */
function paramUrls(key: string, method: string, url: string): string[] {
  const pattern = key.slice(method.length + 1);
  const names = pattern.split('/');
  const actual = url.split('?')[0]?.split('/') ?? [];
  if (names.length !== actual.length) return [];
  const out: string[] = [];
  names.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    for (const bad of ['not-a-uuid', MISSING_ID, '0', '-1', '99999999999999999999', '%00', 'x'.repeat(190)]) {
      const parts = [...actual];
      parts[i] = bad;
      out.push(parts.join('/'));
    }
  });
  return out;
}

/** A refusal the case must get: 400 naming this field (text PostgreSQL cannot store). */
type Case = { name: string; req: Request; refusedField?: string };

/** Text PostgreSQL cannot store: a NUL inside a value, and a lone surrogate. */
const UNSTORABLE = ['a\u0000b', '\ud800x'];

function casesFor(key: string, method: string, call: Call, headers: Record<string, string>): Case[] {
  const schema = registered.get(key) ?? {};
  const [pathPart, query = ''] = call.url.split('?');
  const cases: Case[] = [];
  const json = { ...headers, 'content-type': 'application/json' };
  const multipart = Buffer.isBuffer(call.payload);
  const base = multipart ? undefined : call.payload;

  for (const url of paramUrls(key, method, call.url)) {
    cases.push({
      name: `path ${url}`,
      req: { url: query ? `${url}?${query}` : url, headers, payload: base },
    });
  }

  if (method !== 'GET') {
    // Multipart routes get these non-multipart bodies too.
    cases.push(
      { name: 'no body', req: { url: call.url, headers } },
      { name: 'empty JSON text', req: { url: call.url, headers: json, payload: '' } },
      { name: 'body {}', req: { url: call.url, headers, payload: {} } },
      { name: 'body []', req: { url: call.url, headers, payload: [] } },
      { name: 'body [base]', req: { url: call.url, headers, payload: [base ?? {}] } },
      { name: 'body "text"', req: { url: call.url, headers: json, payload: '"text"' } },
      { name: 'body null', req: { url: call.url, headers: json, payload: 'null' } },
      { name: 'invalid JSON', req: { url: call.url, headers: json, payload: '{"a": ' } },
      {
        name: 'plain text body',
        req: { url: call.url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' },
      },
      { name: 'huge string body', req: { url: call.url, headers: json, payload: JSON.stringify(LONG) } },
    );
    for (const field of fieldsOf(schema.body)) {
      if (field.kind === 'string' || field.kind === 'enum' || field.kind === 'other') {
        for (const value of UNSTORABLE) {
          cases.push({
            name: `body ${field.path.join('.')} = ${JSON.stringify(value)}`,
            req: { url: call.url, headers, payload: withValue(base, field.path, value) },
            refusedField: field.path.join('.'),
          });
        }
      }
      for (const value of wrongValues(field.kind)) {
        const shown =
          typeof value === 'string' && value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
        cases.push({
          name: `body ${field.path.join('.')} = ${shown}`,
          req: { url: call.url, headers, payload: withValue(base, field.path, value) },
        });
      }
    }
  }

  const queryFields = fieldsOf(schema.querystring);
  for (const field of queryFields) {
    const params = new URLSearchParams(query);
    params.set(field.path[0] ?? '', 'a\u0000b');
    cases.push({
      name: `query ${field.path.join('.')} = NUL`,
      req: { url: `${pathPart}?${params}`, headers, payload: base },
      refusedField: `query.${field.path.join('.')}`,
    });
    for (const value of wrongQueryValues(field.kind)) {
      const params = new URLSearchParams(query);
      params.set(field.path[0] ?? '', value);
      const shown = value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
      cases.push({
        name: `query ${field.path.join('.')} = ${shown}`,
        req: { url: `${pathPart}?${params}`, headers, payload: base },
      });
    }
  }
  if (queryFields.length > 0 || method === 'GET') {
    // Repeated and unknown parameters.
    cases.push(
      {
        name: 'query page twice',
        req: { url: `${pathPart}?page=1&page=2&perPage=-1`, headers, payload: base },
      },
      {
        name: 'query unknown',
        req: { url: `${pathPart}?nope=${LONG.slice(0, 5000)}`, headers, payload: base },
      },
    );
  }
  return cases;
}

describe('bad input gets a 4xx and changes nothing', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bad-input-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    w = await buildWorld(t);
    const res = (await t.db.execute(
      sql.raw(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      ),
    )) as unknown as { rows: { name: string }[] };
    tables = res.rows.map((r) => r.name).filter((name) => !UNCHECKED_TABLES.has(name));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
    console.info(`bad-input: ${calls} calls over ${registered.size} routes`);
  });

  it('calls every registered /api route', async () => {
    expect(registered.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const key of [...registered.keys()].sort()) {
      if (SKIP(key)) continue;
      const method = key.split(' ')[0] ?? '';
      const prepare = async () => {
        const { call, caller } = await baseCall(key, method);
        const headers: Record<string, string> = {
          ...(caller === 'anonymous' ? {} : w.session[caller].headers),
          ...clientHeaders,
          ...call.headers,
        };
        // Without its multipart content type the upload body is just bytes: send bad bodies as JSON.
        delete headers['content-type'];
        return casesFor(key, method, call, headers);
      };
      const writes = method !== 'GET';
      const queryFields = fieldsOf(registered.get(key)?.querystring).map((f) => f.path.join('.'));
      let cases = await prepare();
      let before = writes ? await digest() : '';
      for (let i = 0; i < cases.length; i++) {
        const c = cases[i] as Case;
        let res = await inject(method, c.req);
        if (res.statusCode === 429 || (res.statusCode === 401 && (cases[i] as Case).refusedField)) {
          // Per-user limits (a password change: 10 tries in 10 minutes), or a sign-out accepted
          // earlier (it ends the session at once), would hide the cases after them: carry on as a
          // fresh platform admin. The cases come out the same, in the same order.
          w.session.admin = await t.signIn('admin', { companyId: w.session.admin.companyId });
          cases = await prepare();
          before = writes ? await digest() : '';
          res = await inject(method, (cases[i] as Case).req);
        }
        const refused = (cases[i] as Case).refusedField;
        const named = refused && res.statusCode === 400 && res.body.includes(`"path":"${refused}"`);
        if (refused && !named && res.statusCode !== 429)
          problems.push(
            `${key} [${c.name}]: ${res.statusCode} without naming ${refused}: ${res.body.slice(0, 160)}`,
          );
        else if (res.statusCode >= 500)
          problems.push(`${key} [${c.name}]: ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode < 400 && !lenientReason(key, c.name, queryFields))
          problems.push(`${key} [${c.name}]: accepted with ${res.statusCode}`);
        if (!writes) continue;
        const after = await digest();
        if (res.statusCode >= 400 && after !== before) {
          problems.push(`${key} [${c.name}]: refused with ${res.statusCode} but changed stored data`);
        }
        before = after;
        // A delete that went through used up its record: the cases after it get a fresh one.
        if (method === 'DELETE' && res.statusCode < 300) {
          cases = await prepare();
          before = await digest();
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers what customers sent with a 4xx, never a 500', async () => {
    const admin = w.session.company_admin;
    const call = (method: string, url: string, payload?: object) =>
      inject(method, { url, headers: { ...admin.headers, ...clientHeaders }, payload });
    const template = async (companyId: string | null) => {
      const [row] = await t.db
        .insert(templates)
        .values({ companyId, categoryId: WELL_BEING, language: 'en', name: 'No habits yet' })
        .returning();
      return row?.id ?? '';
    };

    // A game from a company template that has no habits, KPIs or charities yet: an empty game.
    const empty = await call('POST', `/api/templates/${await template(admin.companyId)}/create-game`, {
      competition: { name: 'From an empty template' },
    });
    expect(empty.statusCode, empty.body).toBe(201);

    // A company that does not exist: 400 naming it, as `POST /competition/add` answers.
    const global = await template(null);
    const before = await digest();
    const platform = w.session.admin;
    const noCompany = await inject('POST', {
      url: `/api/templates/${global}/create-game`,
      headers: { ...platform.headers, ...clientHeaders },
      payload: { competition: { name: 'Nobody’s game', companyId: MISSING_ID } },
    });
    expect(noCompany.statusCode, noCompany.body).toBe(400);
    expect(noCompany.json()).toMatchObject({ details: [{ path: 'competition.companyId' }] });
    const plain = await inject('POST', {
      url: '/api/competition/add',
      headers: { ...platform.headers, ...clientHeaders },
      payload: { competition: { name: 'Nobody’s game', companyId: MISSING_ID } },
    });
    const { requestId: _a, ...answer } = noCompany.json();
    const { requestId: _b, ...plainAnswer } = plain.json();
    expect(answer).toEqual(plainAnswer);
    expect(await digest()).toBe(before);

    // A page past the last one, with and without filters: no rows, the right total.
    for (const query of ['', '&role=player', '&status=active', '&q=e', `&companyId=${admin.companyId}`]) {
      const first = (await call('GET', `/api/user/all?perPage=10${query}`)).json() as TPage;
      const past = await call('GET', `/api/user/all?perPage=10&page=${first.pages + 2}${query}`);
      expect(past.statusCode, `${query} ${past.body}`).toBe(200);
      expect(past.json()).toEqual({ data: [], count: first.count, pages: first.pages });
    }

    // Marking a notification with nothing to change.
    await notify(t.db, { companyId: admin.companyId, userId: admin.user.id, type: 'gameStarted' });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    const nothing = await call('PUT', `/api/usernotifications/${note?.id}`, {});
    expect(nothing.statusCode, nothing.body).toBe(400);
    expect(nothing.json()).toMatchObject({ details: [{ path: 'read' }] });
  });
});
