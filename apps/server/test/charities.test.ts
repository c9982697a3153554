import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCharities } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import {
  type Caller,
  caller,
  insertGame,
  insertTeam,
  MISSING,
  paths,
  signInContentRoles,
} from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('charities', () => {
  let t: TestContext;
  let platform: Caller;
  let admin: Caller;
  let outsider: Caller;
  let player: Caller;
  let otherPlayer: Caller;
  let client: Caller;
  let playerId: string;
  let acmeId: string;

  const newCharity = async (name: string) => {
    const res = await platform.post('/charity', { name });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; name: string };
  };
  const link = (c: Caller, competitionId: string, charityId: string, fields: Record<string, unknown> = {}) =>
    c.post('/competitioncharity', { competitionId, charityId, pledgePerPoint: 0.05, ...fields });

  beforeAll(async () => {
    t = await createTestApp();
    const roles = await signInContentRoles(t);
    ({ playerId, platform, admin, outsider, client, player, otherPlayer } = roles);
    acmeId = roles.acme.id;
  });
  afterAll(() => t.close());

  it('lets platform admins keep the list and every signed-in role read it', async () => {
    const created = await platform.post('/charity', {
      name: '  Zoo Friends ',
      description: 'Animals',
      website: 'https://zoo.example.org',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Zoo Friends',
      description: 'Animals',
      website: 'https://zoo.example.org',
      logoUrl: null,
    });
    await newCharity('air for all');
    const id = created.json().id;
    const updated = await platform.put(`/charity/${id}`, { website: null, description: 'Wild animals' });
    expect(updated.json()).toMatchObject({ name: 'Zoo Friends', website: null, description: 'Wild animals' });
    expect((await platform.put(`/charity/${id}`, {})).json()).toEqual(updated.json());

    for (const reader of [admin, player, client, platform]) {
      const list = await reader.get('/charity');
      expect(list.statusCode).toBe(200);
      const names = list.json().map((c: { name: string }) => c.name);
      expect(names.indexOf('air for all')).toBeLessThan(names.indexOf('Zoo Friends'));
    }
    expect((await caller(t).get('/charity')).statusCode).toBe(401);

    for (const c of [admin, player, client]) {
      const writes = [
        await c.post('/charity', { name: 'Mine' }),
        await c.put(`/charity/${id}`, { name: 'Mine' }),
        await c.delete(`/charity/${id}`),
      ];
      expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    }
    expect((await platform.delete(`/charity/${id}`)).statusCode).toBe(204);
    expect((await platform.delete(`/charity/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad charity fields and unknown ids', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x' }, 'name'],
      [{ name: 'Good', website: 'ftp://example.org' }, 'website'],
      [{ name: 'Good', website: 'not a url' }, 'website'],
      [{ name: 42 }, 'name'],
    ];
    for (const [body, path] of cases) {
      const res = await platform.post('/charity', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res.json())).toEqual([path]);
    }
    expect((await platform.put(`/charity/${MISSING}`, { name: 'Nobody' })).statusCode).toBe(404);
    expect(paths((await platform.delete('/charity/zzz')).json())).toEqual(['params.id']);
  });

  it('links a charity to a game once, with a pledge and an optional cap', async () => {
    const game = await insertGame(t.db, acmeId);
    const charity = await newCharity('Clean Rivers');
    const res = await link(admin, game.id, charity.id, {
      pledgePerPoint: 0.0125,
      cap: 500.5,
      currency: 'CHF',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      competitionId: game.id,
      charityId: charity.id,
      charityName: 'Clean Rivers',
      pledgePerPoint: 0.0125,
      cap: 500.5,
      currency: 'CHF',
    });
    const again = await link(admin, game.id, charity.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      messageCode: 'charities.alreadyLinked',
      params: { name: 'Clean Rivers' },
    });
    expect(again.json().message).toContain('Clean Rivers');
    const uncapped = await link(admin, game.id, (await newCharity('Books')).id);
    expect(uncapped.json()).toMatchObject({ cap: null, currency: 'EUR', pledgePerPoint: 0.05 });
    const list = await admin.get(`/competitioncharity?comp_id=${game.id}`);
    expect(list.json()).toEqual([uncapped.json(), res.json()]);
  });

  it('refuses bad pledges and caps naming the field, unknown games and charities with 404', async () => {
    const game = await insertGame(t.db, acmeId);
    const charity = await newCharity('Strict');
    const cases: [Record<string, unknown>, string][] = [
      [{ pledgePerPoint: -0.01 }, 'pledgePerPoint'],
      [{ pledgePerPoint: 0.00001 }, 'pledgePerPoint'],
      [{ pledgePerPoint: '1' }, 'pledgePerPoint'],
      [{ cap: -1 }, 'cap'],
      [{ cap: 10.001 }, 'cap'],
      [{ currency: 'XYZ' }, 'currency'],
    ];
    for (const [fields, path] of cases) {
      const res = await link(admin, game.id, charity.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(paths(res.json())).toEqual([path]);
    }
    expect((await link(admin, game.id, charity.id, { pledgePerPoint: 0 })).statusCode).toBe(201);
    expect((await link(admin, game.id, MISSING)).statusCode).toBe(404);
    expect((await link(admin, MISSING, charity.id)).statusCode).toBe(404);
    expect((await admin.get(`/competitioncharity?comp_id=${MISSING}`)).statusCode).toBe(404);
    expect((await admin.delete(`/competitioncharity/${MISSING}`)).statusCode).toBe(404);
    expect(paths((await admin.get('/competitioncharity?comp_id=1')).json())).toEqual(['querystring.comp_id']);
    expect(paths((await admin.get('/competitioncharity')).json())).toEqual(['querystring.comp_id']);
  });

  it('refuses to delete a charity that games pledge to, saying how many', async () => {
    const charity = await newCharity('Popular');
    for (const companyId of [acmeId, (await createCompany(t.db)).id]) {
      const game = await insertGame(t.db, companyId);
      expect((await link(platform, game.id, charity.id)).statusCode).toBe(201);
    }
    const res = await platform.delete(`/charity/${charity.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      messageCode: 'charities.stillLinked',
      params: { name: 'Popular', games: 2 },
    });
  });

  it('unlinks a charity and clears it from the teams that had chosen it', async () => {
    const game = await insertGame(t.db, acmeId);
    const [kept, dropped] = [await newCharity('Kept'), await newCharity('Dropped')];
    await link(admin, game.id, kept.id);
    const linked = (await link(admin, game.id, dropped.id)).json();
    const chose = await insertTeam(t.db, game, { charityIds: [dropped.id] });
    const other = await insertTeam(t.db, game, { charityIds: [kept.id, dropped.id] });
    expect((await admin.delete(`/competitioncharity/${linked.id}`)).statusCode).toBe(204);
    const charitiesOf = async (id: string) =>
      (
        await t.db
          .select({ c: teamCharities.charityId })
          .from(teamCharities)
          .where(eq(teamCharities.teamId, id))
      ).map((r) => r.c);
    expect(await charitiesOf(chose.id)).toEqual([]);
    expect(await charitiesOf(other.id)).toEqual([kept.id]);
    expect((await admin.get(`/competitioncharity?comp_id=${game.id}`)).json()).toEqual([
      expect.objectContaining({ charityId: kept.id }),
    ]);
    // Unlinked everywhere, the charity can go.
    expect((await platform.delete(`/charity/${dropped.id}`)).statusCode).toBe(204);
  });

  it('in an active game, allows linking and refuses unlinking (409); a finished game is read-only', async () => {
    const active = await insertGame(t.db, acmeId, { status: 'active' });
    const res = await link(admin, active.id, (await newCharity('Live')).id);
    expect(res.statusCode).toBe(201);
    expect((await admin.delete(`/competitioncharity/${res.json().id}`)).statusCode).toBe(409);
    const finished = await insertGame(t.db, acmeId, { status: 'finished' });
    expect((await link(admin, finished.id, (await newCharity('Late')).id)).statusCode).toBe(409);
  });

  it("keeps another company's game charities out of reach; players and clients only read", async () => {
    const game = await insertGame(t.db, acmeId);
    await insertTeam(t.db, game, { userIds: [playerId] });
    const charity = await newCharity('Scoped');
    const linked = (await link(admin, game.id, charity.id)).json();
    const outside = [
      await outsider.get(`/competitioncharity?comp_id=${game.id}`),
      await link(outsider, game.id, (await newCharity('Other')).id),
      await outsider.delete(`/competitioncharity/${linked.id}`),
    ];
    expect(outside.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    for (const reader of [player, client]) {
      expect((await reader.get(`/competitioncharity?comp_id=${game.id}`)).json()).toEqual([linked]);
      expect((await link(reader, game.id, charity.id)).statusCode).toBe(403);
      expect((await reader.delete(`/competitioncharity/${linked.id}`)).statusCode).toBe(403);
    }
    expect((await otherPlayer.get(`/competitioncharity?comp_id=${game.id}`)).statusCode).toBe(404);
  });
});
