import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../src/db/seed/factories.ts';
import { type Caller, caller, insertGame, insertTeam, MISSING, paths } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

type Game = { id: string; name: string; phase: string; companyId: string; counts: Record<string, number> };

describe('games: create, read, list, update', () => {
  let t: TestContext;
  let acmeId: string;
  let otherId: string;
  let admin: Caller;
  let platform: Caller;
  let outsider: Caller;
  let client: Caller;
  let player: Caller;
  let playerEmail: string;
  let playedId: string;
  let otherGameId: string;

  const competition = (extra: Record<string, unknown> = {}) => ({
    competition: { name: 'Step challenge', startDate: '2030-03-01', endDate: '2030-03-31', ...extra },
  });

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.db, { name: 'Acme' });
    const other = await createCompany(t.db, { name: 'Other' });
    acmeId = acme.id;
    otherId = other.id;
    admin = caller(t, (await t.signIn('company_admin', { companyId: acme.id })).headers);
    platform = caller(t, (await t.signIn('admin')).headers);
    outsider = caller(t, (await t.signIn('company_admin', { companyId: other.id })).headers);
    client = caller(t, (await t.signIn('client', { companyId: acme.id })).headers);
    const playing = await t.signIn('player', { companyId: acme.id });
    player = caller(t, playing.headers);
    playerEmail = playing.user.email;
    const played = await insertGame(t.db, acme.id, { status: 'active', name: 'Played game' });
    playedId = played.id;
    await insertTeam(t.db, played, { userIds: [playing.user.id] });
    await insertGame(t.db, acme.id, { status: 'finished', name: 'Old walk' });
    otherGameId = (await insertGame(t.db, other.id, { name: 'Other company game' })).id;
  });
  afterAll(() => t.close());

  it('creates a draft in the caller company with default rules and zero counts', async () => {
    const res = await admin.post('/competition/add', competition({ timezone: 'europe/berlin' }));
    expect(res.statusCode).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({
      companyId: acmeId,
      companyName: 'Acme',
      status: 'draft',
      phase: 'draft',
      timezone: 'Europe/Berlin',
      rules: { teamRanking: 'total', graceHours: 72 },
      counts: { teams: 0, players: 0, activities: 0, behaviours: 0, kpis: 0, charities: 0 },
      startEmailSentAt: null,
    });
    expect(game.problems.map((p: { code: string }) => p.code)).toEqual(['NO_ACTIVITY', 'NO_TEAM']);
    expect((await admin.get(`/competition/${game.id}`)).json()).toEqual(game);
    expect((await admin.get(`/game/${game.id}`)).json()).toEqual(game);
  });

  it('refuses dates out of order, an unknown time zone and a short name, naming the field', async () => {
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
    const none = await platform.post('/competition/add', competition());
    expect(paths(none.json())).toEqual(['competition.companyId']);
    const unknown = await platform.post('/competition/add', competition({ companyId: MISSING }));
    expect(paths(unknown.json())).toEqual(['competition.companyId']);
    const made = await platform.post('/competition/add', competition({ companyId: otherId }));
    expect(made.statusCode).toBe(201);
    expect(made.json().companyName).toBe('Other');
    const foreign = await admin.post('/competition/add', competition({ companyId: otherId }));
    expect(paths(foreign.json())).toEqual(['competition.companyId']);
  });

  it('lets clients and players read but not write', async () => {
    expect((await client.post('/competition/add', competition())).statusCode).toBe(403);
    expect((await player.post('/competition/add', competition())).statusCode).toBe(403);
    expect((await client.get(`/competition/${playedId}`)).statusCode).toBe(200);
    const update = await client.post('/competition/update', { competition: { id: playedId, name: 'Mine' } });
    expect(update.statusCode).toBe(403);
  });

  it('lists by scope: company admin and client their company, player only their games, admin all', async () => {
    const names = async (c: Caller, query = '') =>
      ((await c.get(`/competition/all?perPage=100${query}`)).json().data as Game[]).map((g) => g.name).sort();
    expect(await names(admin)).toEqual(['Old walk', 'Played game', 'Step challenge']);
    expect(await names(client)).toEqual(await names(admin));
    expect(await names(player)).toEqual(['Played game']);
    expect(await names(outsider)).toEqual(['Other company game', 'Step challenge']);
    expect((await names(platform)).length).toBe(5);
    expect(await names(platform, `&companyId=${acmeId}`)).toEqual(await names(admin));
  });

  it('searches by name, filters by phase, sorts and pages', async () => {
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
    const own = await admin.get(`/game/company/${acmeId}`);
    expect(own.json().count).toBe(3);
    expect((await admin.get(`/game/company/${otherId}`)).statusCode).toBe(404);
    expect((await admin.get(`/game/company/${MISSING}`)).statusCode).toBe(404);
    expect((await platform.get(`/game/company/${otherId}`)).json().count).toBe(2);
    expect((await player.get(`/game/company/${acmeId}`)).json().count).toBe(1);
    const bad = await admin.get('/game/company/acme');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['params.x']);
  });

  it('lists the games a user plays in, for users in scope only', async () => {
    const res = await admin.get(`/game/user/${playerEmail.toUpperCase()}`);
    expect(res.json().data.map((g: Game) => g.name)).toEqual(['Played game']);
    expect((await player.get(`/game/user/${playerEmail}`)).json().count).toBe(1);
    expect((await outsider.get(`/game/user/${playerEmail}`)).statusCode).toBe(404);
    expect((await admin.get('/game/user/nobody@example.com')).statusCode).toBe(404);
    const mate = await createUser(t.db, { companyId: acmeId });
    expect((await player.get(`/game/user/${mate.email}`)).statusCode).toBe(404);
    expect(paths((await admin.get('/game/user/not-an-email')).json())).toEqual(['params.emailAddress']);
  });

  it("answers 404 for another company's game on every game route, and 400 for a malformed id", async () => {
    for (const url of [`/competition/${otherGameId}`, `/game/${otherGameId}`, `/competition/${MISSING}`]) {
      expect((await admin.get(url)).statusCode).toBe(404);
    }
    const update = await admin.post('/competition/update', {
      competition: { id: otherGameId, name: 'Taken' },
    });
    expect(update.statusCode).toBe(404);
    expect((await admin.delete(`/competitions/${otherGameId}`)).statusCode).toBe(404);
    const status = await admin.post(`/competitions/${otherGameId}/status`, { status: 'active' });
    expect(status.statusCode).toBe(404);
    const mail = await admin.post('/competition/send/start/email', { competitionId: otherGameId });
    expect(mail.statusCode).toBe(404);
    const bad = await admin.get('/competition/42');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['params.id']);
    // A player does not see a game of their own company they do not play in.
    expect((await player.get(`/game/${otherGameId}`)).statusCode).toBe(404);
  });

  it('updates a draft freely and keeps the dates in order', async () => {
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
