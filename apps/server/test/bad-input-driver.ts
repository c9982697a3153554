import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCIM } from '@rally/contracts/scim';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, recordRoute, registered, type TArea } from './authorization/routes.ts';
import type { Call, Caller, Entry } from './authorization/table.ts';
import { buildWorld, type World } from './authorization/world.ts';
import { type Case, casesFor, fieldsOf, MISSING_ID, type Request } from './bad-input-cases.ts';
import { lenientReason } from './bad-input-lenient.ts';
import { clientHeaders, createTestApp, type TestContext } from './helpers.ts';

/**
 * The bad-input test, one file per area of the authorization matrix (`bad-input-<area>.test.ts`),
 * so a failure names its area and route and no file runs near its time limit.
 */

/**
 * Routes not called with bad input, and why. Everything else under `/api` is.
 * - `GET /api/docs*`: the Swagger UI's static files and the OpenAPI document take no input.
 */
export const SKIP = (key: string) => key.startsWith('GET /api/docs');

/** Tables left out of the stored-data check: the rate limits count every call, refused or not. */
const UNCHECKED_TABLES = new Set<string>(['__drizzle_migrations', 'rate_limits']);

/** A test app on a fresh database with the matrix's world, a fingerprint of its data, and calls. */
export type BadInputApp = {
  t: TestContext;
  w: World;
  /** A fingerprint of every stored row, to show that a refused call left the data as it was. */
  digest(): Promise<string>;
  /** Each call from its own address, so the per-address rate limits never decide an answer here. */
  inject(method: string, req: Request): Promise<LightMyRequestResponse>;
};

/** Builds the app before the file's tests and closes it after them; the getter is for the tests. */
export function useBadInputApp(): () => BadInputApp {
  let app: BadInputApp | undefined;
  let dataDir = '';
  let address = 0;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bad-input-'));
    const t = await createTestApp({ DATA_DIR: dataDir }, { onRoute: recordRoute });
    const w = await buildWorld(t);
    const res = (await t.db.execute(
      sql.raw(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      ),
    )) as unknown as { rows: { name: string }[] };
    const tables = res.rows.map((r) => r.name).filter((name) => !UNCHECKED_TABLES.has(name));
    const digest = async () => {
      // Work an earlier accepted call queued (a round's announcement) runs in the background:
      // let due jobs finish first, so their rows are not taken for the refused call's doing.
      for (let waited = 0; waited < 100; waited++) {
        const due = (await t.db.execute(
          sql.raw(`SELECT count(*)::int AS n FROM jobs WHERE finished_at IS NULL AND run_at <= now()`),
        )) as unknown as { rows: { n: number }[] };
        if (!due.rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const parts = tables.map(
        (table) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${table}" x)`,
      );
      const rows = (await t.db.execute(sql.raw(`SELECT ${parts.join(" || ',' || ")} AS d`))) as unknown as {
        rows: { d: string }[];
      };
      return rows.rows[0]?.d ?? '';
    };
    const inject = (method: string, req: Request) => {
      address++;
      return t.app.inject({
        method: method as 'GET',
        url: req.url,
        headers: req.headers ?? {},
        ...(req.payload === undefined ? {} : { payload: req.payload }),
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
    };
    app = { t, w, digest, inject };
  });
  afterAll(async () => {
    await app?.t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('the bad-input app is not built (beforeAll failed)');
    return app;
  };
}

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
async function baseCall(w: World, key: string, method: string, entry: Entry) {
  const fallback: Call = {
    url: key
      .slice(method.length + 1)
      .replace(/:\w+/g, MISSING_ID)
      .replace('*', 'x'),
  };
  const caller = allowedCaller(entry);
  if ('gate' in entry) return { call: fallback, caller };
  return { call: await entry.call(w, caller, 'own'), caller };
}

/**
 * Whether a 400 names the refused field: Rally's answer in `details`, SCIM's (decision 0036) in its
 * `detail` text (`userName: …`), since a directory reads SCIM's error format only.
 */
function namesField(body: string, field: string) {
  if (body.includes(`"path":"${field}"`)) return true;
  const answer = JSON.parse(body) as { schemas?: string[]; detail?: string };
  return Boolean(answer.schemas?.includes(SCIM.error) && answer.detail?.includes(`${field}:`));
}

/** Every bad request for one route; returns what went wrong, one line per case. */
async function checkRoute(app: BadInputApp, key: string, entry: Entry): Promise<string[]> {
  const { w, digest, inject } = app;
  const method = key.split(' ')[0] ?? '';
  const schema = registered.get(key) ?? {};
  const prepare = async () => {
    const { call, caller } = await baseCall(w, key, method, entry);
    const headers: Record<string, string> = {
      ...w.session[caller].headers,
      ...clientHeaders,
      ...call.headers,
    };
    // Without its multipart content type the upload body is just bytes: send bad bodies as JSON.
    delete headers['content-type'];
    return casesFor(key, method, call, headers, schema);
  };
  const problems: string[] = [];
  const writes = method !== 'GET';
  const queryFields = fieldsOf(schema.querystring).map((f) => f.path.join('.'));
  let cases = await prepare();
  let before = writes ? await digest() : '';
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i] as Case;
    let res = await inject(method, c.req);
    if (res.statusCode === 429 || (res.statusCode === 401 && c.refusedField)) {
      // Per-user limits (a password change: 10 tries in 10 minutes), or a sign-out accepted
      // earlier (it ends the session at once), would hide the cases after them: carry on as a
      // fresh platform admin. The cases come out the same, in the same order.
      w.session.admin = await app.t.signIn('admin', { companyId: w.session.admin.companyId });
      cases = await prepare();
      before = writes ? await digest() : '';
      res = await inject(method, (cases[i] as Case).req);
    }
    const refused = (cases[i] as Case).refusedField;
    const named = refused && res.statusCode === 400 && namesField(res.body, refused);
    if (refused && !named && res.statusCode !== 429)
      problems.push(`[${c.name}]: ${res.statusCode} without naming ${refused}: ${res.body.slice(0, 160)}`);
    else if (res.statusCode >= 500) problems.push(`[${c.name}]: ${res.statusCode} ${res.body.slice(0, 160)}`);
    else if (res.statusCode < 400 && !lenientReason(key, c.name, queryFields))
      problems.push(`[${c.name}]: accepted with ${res.statusCode}`);
    if (!writes) continue;
    const after = await digest();
    if (res.statusCode >= 400 && after !== before) {
      problems.push(`[${c.name}]: refused with ${res.statusCode} but changed stored data`);
    }
    before = after;
    // A delete that went through used up its record: the cases after it get a fresh one.
    if (method === 'DELETE' && res.statusCode < 300) {
      cases = await prepare();
      before = await digest();
    }
  }
  return problems;
}

/** One test per route of the area: every wrong request gets a 4xx and leaves the data as it was. */
export function describeBadInput(area: TArea) {
  describe(`bad input to the ${area} routes gets a 4xx and changes nothing`, () => {
    const app = useBadInputApp();
    const routes = Object.entries(AREAS[area] as Record<string, Entry>)
      .filter(([key]) => !SKIP(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, entry] of routes) {
      it(key, async () => {
        if (!registered.has(key))
          throw new Error(`${key}: the server registers no such route; correct or remove its matrix entry`);
        expect(await checkRoute(app(), key, entry)).toEqual([]);
      });
    }
  });
}
