import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { abilitiesFor, buildAbility } from '@rally/contracts/abilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories.ts';
import { recordRoute, registered, TABLE } from './authorization/routes.ts';
import { CALLERS, type FullEntry, type GateEntry, type Target } from './authorization/table.ts';
import { buildWorld, type World } from './authorization/world.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const PLACEHOLDER_ID = '01900000-0000-7000-8000-000000000000';

let t: TestContext;
let w: World;
let dataDir: string;
let address = 0;

/** Each call from its own address, so the per-address rate limits never decide an answer here. */
function inject(method: string, url: string, headers: Record<string, string>, payload?: object | Buffer) {
  address++;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
}

const targetsOf = (entry: FullEntry): Target[] => {
  const named = new Set(
    Object.values(entry.expect).flatMap((o) => (typeof o === 'number' ? [] : (Object.keys(o) as Target[]))),
  );
  return named.size > 0 ? (['self', 'own', 'other'] as const).filter((x) => named.has(x)) : ['own'];
};

async function checkFull(method: string, entry: FullEntry) {
  const wrong: string[] = [];
  for (const target of targetsOf(entry)) {
    for (const caller of CALLERS) {
      const outcome = entry.expect[caller];
      const expected = typeof outcome === 'number' ? outcome : outcome[target];
      if (expected === undefined) throw new Error(`no expectation for ${caller} on ${target}`);
      const call = await entry.call(w, caller, target);
      const res = await inject(method, call.url, { ...w.headers(caller), ...call.headers }, call.payload);
      const problem =
        res.statusCode !== expected
          ? `got ${res.statusCode} ${res.body.slice(0, 160)}`
          : res.statusCode < 300
            ? entry.verify?.(res, caller, target, w)
            : undefined;
      if (problem) wrong.push(`${caller} on ${target}: expected ${expected}, ${problem}`);
    }
  }
  return wrong;
}

async function checkGate(method: string, key: string, entry: GateEntry) {
  const url = key
    .slice(method.length + 1)
    .replace(/:\w+/g, PLACEHOLDER_ID)
    .replace('*', 'x');
  const wrong: string[] = [];
  for (const caller of CALLERS) {
    const res = await inject(method, url, w.headers(caller));
    const allowed = caller !== 'anonymous' && buildAbility(abilitiesFor(caller)).can(...entry.gate);
    const ok =
      caller === 'anonymous'
        ? res.statusCode === 401
        : allowed
          ? ![401, 403].includes(res.statusCode) && res.statusCode < 500
          : res.statusCode === 403;
    if (!ok)
      wrong.push(
        `${caller}: ${allowed ? 'allowed' : 'refused'} but got ${res.statusCode} ${res.body.slice(0, 160)}`,
      );
  }
  return wrong;
}

describe('authorization matrix', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rally-matrix-'));
    t = await createTestApp({ DATA_DIR: dataDir }, { onRoute: recordRoute });
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has an entry for every registered /api route', () => {
    expect(registered.size).toBeGreaterThan(50);
    const missing = [...registered.keys()].filter((key) => !(key in TABLE)).sort();
    expect(missing, 'routes missing from the authorization matrix').toEqual([]);
  });

  for (const [key, entry] of Object.entries(TABLE)) {
    const method = key.split(' ')[0] ?? '';
    it(key, async () => {
      // An entry whose route the server does not register checks nothing: a skip would pass unseen.
      if (!registered.has(key))
        throw new Error(`${key}: the server registers no such route; correct or remove its matrix entry`);
      const wrong = 'gate' in entry ? await checkGate(method, key, entry) : await checkFull(method, entry);
      expect(wrong).toEqual([]);
    });
  }

  describe('field-level rules', () => {
    const ownPlayer = () => createUser(t.db, { companyId: w.company.own, status: 'active' });
    const asCompanyAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      inject(method, url, w.headers('company_admin'), payload);
    const refusedFields = (res: { statusCode: number; json(): unknown }) =>
      res.statusCode === 400
        ? (res.json() as { details: { path: string }[] }).details.map((d) => d.path)
        : res.statusCode;

    it('a company admin cannot make anyone a platform admin', async () => {
      const created = await asCompanyAdmin('POST', '/api/users', {
        fullName: 'Would Be Admin',
        email: 'would.be.admin@matrix.test',
        role: 'admin',
      });
      expect(refusedFields(created)).toEqual(['role']);
      const player = await ownPlayer();
      expect(
        refusedFields(await asCompanyAdmin('PUT', `/api/users/${player.id}`, { role: 'admin' })),
      ).toEqual(['role']);
      const self = w.session.company_admin.user.id;
      expect(refusedFields(await asCompanyAdmin('PUT', `/api/users/${self}`, { role: 'admin' }))).toEqual([
        'role',
      ]);
    });

    it('a company admin cannot move a user to another company', async () => {
      const player = await ownPlayer();
      const moved = await asCompanyAdmin('PUT', `/api/users/${player.id}`, { companyId: w.company.other });
      expect(refusedFields(moved)).toEqual(['companyId']);
      const created = await asCompanyAdmin('POST', '/api/users', {
        fullName: 'Elsewhere',
        email: 'elsewhere@matrix.test',
        role: 'player',
        companyId: w.company.other,
      });
      expect(refusedFields(created)).toEqual(['companyId']);
      const res = await inject('GET', `/api/users/${player.id}`, w.headers('admin'));
      expect(res.json()).toMatchObject({ companyId: w.company.own, role: 'player' });
    });
  });
});
