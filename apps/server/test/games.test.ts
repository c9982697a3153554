import type { TRole } from '@rally/contracts/abilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../src/seed/factories.ts';
import {
  type Caller,
  caller,
  insertGame,
  insertTeam,
  MISSING,
  paths,
  signInCaller,
} from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

type Game = { id: string; name: string; phase: string; companyId: string; counts: Record<string, number> };

/**
 * Every test builds its own world (two companies, their people and games), so each one runs alone,
 * in any order, and sees only what it made.
 */
describe('games: create, read, list, update', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const competition = (extra: Record<string, unknown> = {}) => ({
    competition: { name: 'Step challenge', startDate: '2030-03-01', endDate: '2030-03-31', ...extra },
  });

  /** Acme: a draft, a running game its player plays in, a finished one. Other: one draft. */
  async function world() {
    const acme = await createCompany(t.db, { name: 'Acme' });
    const other = await createCompany(t.db, { name: 'Other' });
    const as = (role: TRole, companyId = acme.id) => signInCaller(t, role, { companyId });
    const playing = await t.signIn('player', { companyId: acme.id });
    const played = await insertGame(t.db, acme.id, { status: 'active', name: 'Played game' });
    await insertTeam(t.db, played, { userIds: [playing.user.id] });
    await insertGame(t.db, acme.id, { status: 'finished', name: 'Old walk' });
    await insertGame(t.db, acme.id, { name: 'Step challenge' });
    const otherGame = await insertGame(t.db, other.id, { name: 'Other company game' });
    return {
      acme,
      other,
      as,
      player: caller(t, playing.headers),
      playing,
      playedId: played.id,
      otherGameId: otherGame.id,
    };
  }

  it('creates a draft in the caller company with default rules and zero counts', async () => {
    const w = await world();
    const admin = await w.as('company_admin');
    const res = await admin.post('/competition/add', competition({ timezone: 'europe/berlin' }));
    expect(res.statusCode).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({
      companyId: w.acme.id,
      companyName: 'Acme',
      status: 'draft',
      phase: 'draft',
      timezone: 'Europe/Berlin',
      rules: { teamRanking: 'total', graceHours: 72 },
      counts: { teams: 0, players: 0, activities: 0, behaviours: 0, kpis: 0, charities: 0, rounds: 0 },
      startEmailSentAt: null,
    });
    expect(game.problems.map((p: { code: string }) => p.code)).toEqual(['NO_ACTIVITY', 'NO_TEAM']);
    expect((await admin.get(`/competition/${game.id}`)).json()).toEqual(game);
    expect((await admin.get(`/game/${game.id}`)).json()).toEqual(game);
  });

  it('refuses dates out of order, an unknown time zone and a short name, naming the field', async () => {
    const admin = await (await world()).as('company_admin');
    const late = await admin.post('/competition/add', competition({ startDate: '2030-04-01' }));
    expect(late.statusCode).toBe(400);
    expect(paths(late.json())).toEqual(['competition.endDate']);
    const zone = await admin.post('/competition/add', competition({ timezone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(paths(zone.json())).toEqual(['competition.timezone']);
    const name = await admin.post('/competition/add', competition({ name: 'x' }));
    expect(paths(name.json())).toEqual(['competition.name']);
    const day = await admin.post('/competition/add', competition({ startDate: '2030-02-30' }));
    expect(paths(day.json())).toEqual(['competition.startDate']);
  });

  it('lets a platform admin create for a chosen company, and only for an existing one', async () => {
    const w = await world();
    const platform = await signInCaller(t, 'admin');
    const none = await platform.post('/competition/add', competition());
    expect(paths(none.json())).toEqual(['competition.companyId']);
    const unknown = await platform.post('/competition/add', competition({ companyId: MISSING }));
    expect(paths(unknown.json())).toEqual(['competition.companyId']);
    const made = await platform.post('/competition/add', competition({ companyId: w.other.id }));
    expect(made.statusCode).toBe(201);
    expect(made.json().companyName).toBe('Other');
    const admin = await w.as('company_admin');
    const foreign = await admin.post('/competition/add', competition({ companyId: w.other.id }));
    expect(paths(foreign.json())).toEqual(['competition.companyId']);
  });

  it('lets clients and players read but not write', async () => {
    const w = await world();
    const client = await w.as('client');
    expect((await client.post('/competition/add', competition())).statusCode).toBe(403);
    expect((await w.player.post('/competition/add', competition())).statusCode).toBe(403);
    expect((await client.get(`/competition/${w.playedId}`)).statusCode).toBe(200);
    const update = await client.post('/competition/update', {
      competition: { id: w.playedId, name: 'Mine' },
    });
    expect(update.statusCode).toBe(403);
  });

  it('lists by scope: company admin and client their company, player only their games, admin all', async () => {
    const w = await world();
    const [admin, client, outsider] = [
      await w.as('company_admin'),
      await w.as('client'),
      await w.as('company_admin', w.other.id),
    ];
    const platform = await signInCaller(t, 'admin');
    const list = async (c: Caller, query = '') =>
      (await c.get(`/competition/all?perPage=100${query}`)).json().data as Game[];
    const names = async (c: Caller, query = '') => (await list(c, query)).map((g) => g.name).sort();
    expect(await names(admin)).toEqual(['Old walk', 'Played game', 'Step challenge']);
    expect(await names(client)).toEqual(await names(admin));
    expect(await names(w.player)).toEqual(['Played game']);
    expect(await names(outsider)).toEqual(['Other company game']);
    const everywhere = (await list(platform)).map((g) => g.companyId);
    expect(everywhere.filter((id) => id === w.acme.id)).toHaveLength(3);
    expect(everywhere.filter((id) => id === w.other.id)).toHaveLength(1);
    expect(await names(platform, `&companyId=${w.acme.id}`)).toEqual(await names(admin));
  });

  it('searches by name, filters by phase, sorts and pages', async () => {
    const admin = await (await world()).as('company_admin');
    const page = (query: string) => admin.get(`/competition/all?${query}`).then((r) => r.json());
    expect((await page('q=WALK')).data.map((g: Game) => g.name)).toEqual(['Old walk']);
    expect((await page('q=%25')).count).toBe(0);
    expect((await page('phase=running')).data.map((g: Game) => g.name)).toEqual(['Played game']);
    expect((await page('phase=draft')).data.map((g: Game) => g.name)).toEqual(['Step challenge']);
    const byName = await page('sort=name&order=asc&perPage=2&page=2');
    expect(byName).toMatchObject({ count: 3, pages: 2 });
    expect(byName.data.map((g: Game) => g.name)).toEqual(['Step challenge']);
    const byStatus = await page('sort=status&order=asc');
    expect(byStatus.data.map((g: Game) => g.phase)).toEqual(['draft', 'running', 'finished']);
    expect((await admin.get('/competition/all?phase=paused')).statusCode).toBe(400);
    expect((await admin.get('/game/all/2?perPage=2&sort=name&order=asc')).json()).toEqual(byName);
  });

  it('lists the games of a company, 404 for another company unless platform admin', async () => {
    const w = await world();
    const admin = await w.as('company_admin');
    const platform = await signInCaller(t, 'admin');
    expect((await admin.get(`/game/company/${w.acme.id}`)).json().count).toBe(3);
    expect((await admin.get(`/game/company/${w.other.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/game/company/${MISSING}`)).statusCode).toBe(404);
    expect((await platform.get(`/game/company/${w.other.id}`)).json().count).toBe(1);
    expect((await w.player.get(`/game/company/${w.acme.id}`)).json().count).toBe(1);
    const bad = await admin.get('/game/company/acme');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['params.x']);
  });

  it('lists the games a user plays in, for users in scope only', async () => {
    const w = await world();
    const [admin, outsider] = [await w.as('company_admin'), await w.as('company_admin', w.other.id)];
    const email = w.playing.user.email;
    const res = await admin.get(`/game/user/${email.toUpperCase()}`);
    expect(res.json().data.map((g: Game) => g.name)).toEqual(['Played game']);
    expect((await w.player.get(`/game/user/${email}`)).json().count).toBe(1);
    expect((await outsider.get(`/game/user/${email}`)).statusCode).toBe(404);
    expect((await admin.get('/game/user/nobody@example.com')).statusCode).toBe(404);
    const mate = await createUser(t.db, { companyId: w.acme.id });
    expect((await w.player.get(`/game/user/${mate.email}`)).statusCode).toBe(404);
    expect(paths((await admin.get('/game/user/not-an-email')).json())).toEqual(['params.emailAddress']);
  });

  it("answers 404 for another company's game on every game route, and 400 for a malformed id", async () => {
    const w = await world();
    const admin = await w.as('company_admin');
    for (const url of [
      `/competition/${w.otherGameId}`,
      `/game/${w.otherGameId}`,
      `/competition/${MISSING}`,
    ]) {
      expect((await admin.get(url)).statusCode).toBe(404);
    }
    const update = await admin.post('/competition/update', {
      competition: { id: w.otherGameId, name: 'Taken' },
    });
    expect(update.statusCode).toBe(404);
    expect((await admin.delete(`/competitions/${w.otherGameId}`)).statusCode).toBe(404);
    const status = await admin.post(`/competitions/${w.otherGameId}/status`, { status: 'active' });
    expect(status.statusCode).toBe(404);
    const mail = await admin.post('/competition/send/start/email', { competitionId: w.otherGameId });
    expect(mail.statusCode).toBe(404);
    const bad = await admin.get('/competition/42');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['params.id']);
  });

  it('hides from a player a running game of their own company they do not play in', async () => {
    const w = await world();
    const colleague = await createUser(t.db, { companyId: w.acme.id });
    const theirs = await insertGame(t.db, w.acme.id, { status: 'active', name: 'Colleague game' });
    await insertTeam(t.db, theirs, { userIds: [colleague.id] });
    expect((await w.player.get(`/game/${theirs.id}`)).statusCode).toBe(404);
    expect((await w.player.get(`/competition/${theirs.id}`)).statusCode).toBe(404);
    // The same game once the player is in it: the 404 was about taking part, nothing else.
    await insertTeam(t.db, theirs, { userIds: [w.playing.user.id] });
    expect((await w.player.get(`/game/${theirs.id}`)).statusCode).toBe(200);
  });

  it('updates a draft freely and keeps the dates in order', async () => {
    const admin = await (await world()).as('company_admin');
    const { id } = (await admin.post('/competition/add', competition({ name: 'Draft to edit' }))).json();
    const res = await admin.post('/competition/update', {
      competition: { id, name: 'Renamed', description: 'Walk more', rules: { teamRanking: 'average' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      description: 'Walk more',
      startDate: '2030-03-01',
      rules: { teamRanking: 'average', leaderboardNames: 'full' },
    });
    const moved = await admin.post('/competition/update', { competition: { id, startDate: '2029-01-01' } });
    expect(moved.json().startDate).toBe('2029-01-01');
    const cleared = await admin.post('/competition/update', { competition: { id, endDate: null } });
    expect(cleared.json().endDate).toBeNull();
    const late = await admin.post('/competition/update', {
      competition: { id, startDate: '2030-05-01', endDate: '2030-04-01' },
    });
    expect(paths(late.json())).toEqual(['competition.endDate']);
    const zone = await admin.post('/competition/update', { competition: { id, timezone: 'Nowhere' } });
    expect(paths(zone.json())).toEqual(['competition.timezone']);
    expect((await admin.post('/competition/update', { competition: { id: 'nope' } })).statusCode).toBe(400);
  });
});
