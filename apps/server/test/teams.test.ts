import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charities, gameCharities, teamMembers } from '../src/db/schema/index.ts';
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
import { createTestApp, itRaces, type TestContext } from './helpers.ts';

type Team = { id: string; name: string; charityIds: string[]; members: { id: string; userId: string }[] };

/** Each test gets its own game (`beforeEach`), so it runs alone and in any order. */
describe('teams and players', () => {
  let t: TestContext;
  let acmeId: string;
  let admin: Caller;
  let outsider: Caller;
  let client: Caller;
  let player: Caller;
  let playerId: string;
  /** This test's game: a draft of Acme that links the charity, with no team yet. */
  let game: { id: string; companyId: string };
  let charityId: string;

  const teamsOf = async (gameId: string, c: Caller = admin): Promise<Team[]> =>
    (await c.get(`/competition/${gameId}/groups`)).json();
  const addTeam = (group: Record<string, unknown>, c: Caller = admin) =>
    c.post('/group/add', { group: { competitionId: game.id, ...group } });
  const addPlayers = (groupId: string, userIds: string[], competitionId = game.id, c: Caller = admin) =>
    c.post('/competition/add/existing/user', { data: { competitionId, groupId, userIds } });

  /** Red (supporting the charity) and Navy in this test's game, each with a new player. */
  async function redAndNavy() {
    const [redPlayer, navyPlayer] = [
      await createUser(t.db, { companyId: acmeId, fullName: 'Rita Red' }),
      await createUser(t.db, { companyId: acmeId, fullName: 'Nate Navy' }),
    ];
    const redId = (await addTeam({ name: 'Red', color: '#ff0000', charityIds: [charityId] })).json().id;
    const navyId = (await addTeam({ name: 'Navy' })).json().id;
    expect((await addPlayers(redId, [redPlayer.id])).json().added).toBe(1);
    expect((await addPlayers(navyId, [navyPlayer.id])).json().added).toBe(1);
    const [red, navy] = await teamsOf(game.id);
    if (!red || !navy) throw new Error('teams not made');
    return { red, navy, redPlayer, navyPlayer };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.db, { name: 'Acme' });
    const other = await createCompany(t.db, { name: 'Other' });
    acmeId = acme.id;
    admin = await signInCaller(t, 'company_admin', { companyId: acme.id });
    outsider = await signInCaller(t, 'company_admin', { companyId: other.id });
    client = await signInCaller(t, 'client', { companyId: acme.id });
    const playing = await t.signIn('player', { companyId: acme.id });
    player = caller(t, playing.headers);
    playerId = playing.user.id;
    const [charity] = await t.db.insert(charities).values({ name: 'Trees' }).returning();
    charityId = charity?.id ?? '';
  });
  beforeEach(async () => {
    game = await insertGame(t.db, acmeId, { name: 'Team game' });
    await t.db
      .insert(gameCharities)
      .values({ companyId: acmeId, gameId: game.id, charityId, pledgePerPoint: 0.5 });
  });
  afterAll(() => t.close());

  it('adds, renames and lists teams; a charity must be one the game links', async () => {
    // A repeated id counts once.
    const red = await addTeam({ name: 'Red', color: '#ff0000', charityIds: [charityId, charityId] });
    expect(red.statusCode).toBe(201);
    expect(red.json()).toMatchObject({
      competitionId: game.id,
      name: 'Red',
      charityIds: [charityId],
      members: [],
    });
    const [stray] = await t.db.insert(charities).values({ name: 'Not linked' }).returning();
    const refused = await addTeam({ name: 'Blue', charityIds: [charityId, stray?.id] });
    expect(refused.statusCode).toBe(400);
    expect(paths(refused.json())).toEqual(['group.charityIds']);
    expect(paths((await addTeam({ name: 'Blue', color: 'blue' })).json())).toEqual(['group.color']);
    const blue = (await addTeam({ name: 'Blue' })).json();
    expect(blue.charityIds).toEqual([]);
    const renamed = await admin.post('/group/update', {
      group: { id: blue.id, name: 'Navy', charityIds: [charityId] },
    });
    expect(renamed.json()).toMatchObject({ name: 'Navy', color: '#228be6', charityIds: [charityId] });
    const badCharity = await admin.post('/group/update', { group: { id: blue.id, charityIds: [MISSING] } });
    expect(paths(badCharity.json())).toEqual(['group.charityIds']);
    // The refused change left the choice as it was; an empty list goes back to "all of them".
    expect((await teamsOf(game.id))[1]?.charityIds).toEqual([charityId]);
    const cleared = await admin.post('/group/update', { group: { id: blue.id, charityIds: [] } });
    expect(cleared.json().charityIds).toEqual([]);
    expect((await teamsOf(game.id)).map((team) => team.name)).toEqual(['Red', 'Navy']);
    expect((await admin.post('/group/update', { group: { id: MISSING, name: 'X' } })).statusCode).toBe(404);
    expect((await addTeam({ name: 'X', competitionId: MISSING })).statusCode).toBe(404);
  });

  it('puts players in one team per game, skipping with a reason who cannot join', async () => {
    const { red, navy } = await redAndNavy();
    const ana = await createUser(t.db, { companyId: acmeId });
    const organiser = await createUser(t.db, { companyId: acmeId, role: 'company_admin' });
    const viewer = await createUser(t.db, { companyId: acmeId, role: 'client' });
    const off = await createUser(t.db, { companyId: acmeId, status: 'disabled' });
    const foreign = await createUser(t.db, { companyId: (await createCompany(t.db)).id });
    const res = await addPlayers(red.id, [
      ana.id,
      ana.id,
      organiser.id,
      viewer.id,
      off.id,
      foreign.id,
      MISSING,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(2);
    expect(res.json().skipped).toEqual([
      {
        userId: viewer.id,
        messageCode: 'teams.playerRole',
        message: 'Only players and company admins can play.',
      },
      { userId: off.id, messageCode: 'teams.playerDisabled', message: 'The account is disabled.' },
      { userId: foreign.id, messageCode: 'users.notFound', message: 'User not found.' },
      { userId: MISSING, messageCode: 'users.notFound', message: 'User not found.' },
    ]);
    const twice = await addPlayers(navy.id, [ana.id]);
    expect(twice.json()).toEqual({
      added: 0,
      skipped: [
        {
          userId: ana.id,
          messageCode: 'teams.playerInGame',
          message: expect.stringMatching(/^Already in this game/),
        },
      ],
    });
    const rows = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, ana.id));
    expect(rows.map((r) => r.teamId)).toEqual([red.id]);
    const otherGame = await insertGame(t.db, acmeId);
    const wrongTeam = await addPlayers(red.id, [ana.id], otherGame.id);
    expect(wrongTeam.statusCode).toBe(400);
    expect(paths(wrongTeam.json())).toEqual(['data.groupId']);
    expect((await addPlayers(red.id, [])).statusCode).toBe(400);
  });

  // The sequential case (a second add is skipped) is in the test above.
  itRaces('keeps one team per player when two requests add them at once', async () => {
    const { red, navy } = await redAndNavy();
    for (let round = 0; round < 5; round++) {
      const racer = await createUser(t.db, { companyId: acmeId });
      const answers = await Promise.all([addPlayers(red.id, [racer.id]), addPlayers(navy.id, [racer.id])]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().added).sort()).toEqual([0, 1]);
      expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, racer.id))).toHaveLength(1);
    }
  });

  it('lists who can still join: own company, not in the game, eligible and enabled', async () => {
    const { redPlayer, navyPlayer } = await redAndNavy();
    const fresh = await createUser(t.db, { companyId: acmeId, fullName: 'Zoe Fresh' });
    const available = (await admin.get(`/user/competition/notExisting/${game.id}/0`)).json();
    const ids = available.map((u: { id: string }) => u.id);
    expect(ids).toContain(fresh.id);
    expect(ids).toContain(playerId);
    expect(available.every((u: { role: string }) => ['player', 'company_admin'].includes(u.role))).toBe(true);
    expect(ids).not.toContain(redPlayer.id);
    expect(ids).not.toContain(navyPlayer.id);
    expect(available.every((u: { companyName: string }) => u.companyName === 'Acme')).toBe(true);
    // "all" is for platform admins; anyone else gets their own company.
    expect((await admin.get(`/user/competition/notExisting/${game.id}/true`)).json()).toEqual(available);
    const platform = await signInCaller(t, 'admin');
    const everyone = (await platform.get(`/user/competition/notExisting/${game.id}/1`)).json();
    expect(everyone.length).toBeGreaterThan(available.length);
    const found = (await admin.get(`/user/competition/notExisting/${game.id}/0?q=zoe`)).json();
    expect(found.map((u: { id: string }) => u.id)).toEqual([fresh.id]);
    expect((await admin.get(`/user/competition/notExisting/${game.id}/maybe`)).statusCode).toBe(400);
    expect((await player.get(`/user/competition/notExisting/${game.id}/0`)).statusCode).toBe(403);
  });

  it('moves a player within the game only', async () => {
    const { red, navy } = await redAndNavy();
    const member = red.members[0];
    if (!member) throw new Error('setup');
    const moved = await admin.put(`/group/groupuser/${member.id}`, { groupId: navy.id });
    expect(moved.statusCode).toBe(204);
    const [redAfter, navyAfter] = await teamsOf(game.id);
    expect(redAfter?.members.map((m) => m.id)).not.toContain(member.id);
    expect(navyAfter?.members.map((m) => m.id)).toContain(member.id);
    const elsewhere = await insertGame(t.db, acmeId);
    const foreignTeam = await insertTeam(t.db, elsewhere);
    const refused = await admin.put(`/group/groupuser/${member.id}`, { groupId: foreignTeam.id });
    expect(refused.statusCode).toBe(400);
    expect(paths(refused.json())).toEqual(['groupId']);
    expect((await admin.put(`/group/groupuser/${MISSING}`, { groupId: navy.id })).statusCode).toBe(404);
    expect(paths((await admin.put('/group/groupuser/abc', { groupId: navy.id })).json())).toEqual([
      'params.id',
    ]);
  });

  it('removes a player and deletes a team with its players in a draft', async () => {
    const team = (await addTeam({ name: 'Short-lived' })).json();
    const u = await createUser(t.db, { companyId: acmeId });
    await addPlayers(team.id, [u.id]);
    const [member] = (await teamsOf(game.id)).find((x) => x.id === team.id)?.members ?? [];
    expect((await admin.post('/group/deleteGroupUser', { groupUserId: member?.id })).statusCode).toBe(204);
    await addPlayers(team.id, [u.id]);
    expect((await admin.post('/group/deleteGroupCompetition', { groupId: team.id })).statusCode).toBe(204);
    expect((await teamsOf(game.id)).some((x) => x.id === team.id)).toBe(false);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, u.id))).toHaveLength(0);
    expect((await admin.post('/group/deleteGroupUser', { groupUserId: MISSING })).statusCode).toBe(404);
    expect((await admin.post('/group/deleteGroupCompetition', { groupId: MISSING })).statusCode).toBe(404);
  });

  it('deletes a team of an active game only when it is empty', async () => {
    const active = await insertGame(t.db, acmeId, { status: 'active' });
    const full = await insertTeam(t.db, active, {
      userIds: [(await createUser(t.db, { companyId: acmeId })).id],
    });
    const res = await admin.post('/group/deleteGroupCompetition', { groupId: full.id });
    expect(res.statusCode).toBe(409);
    const empty = await insertTeam(t.db, active);
    expect((await admin.post('/group/deleteGroupCompetition', { groupId: empty.id })).statusCode).toBe(204);
  });

  it('refuses every write to a finished or archived game with 409', async () => {
    for (const status of ['finished', 'archived'] as const) {
      const over = await insertGame(t.db, acmeId, { status });
      const u = await createUser(t.db, { companyId: acmeId });
      const team = await insertTeam(t.db, over, { userIds: [u.id] });
      const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      const other = await insertTeam(t.db, over);
      const calls = [
        addTeam({ name: 'Late', competitionId: over.id }),
        admin.post('/group/update', { group: { id: team.id, name: 'Late' } }),
        admin.post('/group/deleteGroupCompetition', { groupId: team.id }),
        admin.post('/group/deleteGroupUser', { groupUserId: member?.id }),
        admin.put(`/group/groupuser/${member?.id}`, { groupId: other.id }),
        addPlayers(team.id, [playerId], over.id),
        admin.post('/group/copy', { fromCompetitionId: game.id, toCompetitionId: over.id }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(409);
    }
    expect((await teamsOf((await insertGame(t.db, acmeId, { status: 'finished' })).id)).length).toBe(0);
  });

  it('copies teams, with players if asked, as independent copies within one company', async () => {
    const { red, navy, redPlayer, navyPlayer } = await redAndNavy();
    const target = await insertGame(t.db, acmeId, { name: 'Next season' });
    const withPlayers = await admin.post('/group/copy', {
      fromCompetitionId: game.id,
      toCompetitionId: target.id,
      withPlayers: true,
    });
    expect(withPlayers.json()).toEqual({ copied: 2 });
    const copies = await teamsOf(target.id);
    const shape = (teams: Team[]) =>
      teams.map((c) => ({ name: c.name, players: c.members.map((m) => m.userId), charityIds: c.charityIds }));
    // The target links no charity, so the copies support none.
    expect(shape(copies)).toEqual([
      { name: 'Red', players: [redPlayer.id], charityIds: [] },
      { name: 'Navy', players: [navyPlayer.id], charityIds: [] },
    ]);
    expect(copies.map((c) => c.id)).not.toContain(red.id);
    expect(copies.map((c) => c.id)).not.toContain(navy.id);
    await admin.post('/group/update', { group: { id: copies[0]?.id, name: 'Renamed copy' } });
    expect((await teamsOf(game.id)).map((s) => s.name)).toEqual(['Red', 'Navy']);

    const empty = await insertGame(t.db, acmeId);
    const without = await admin.post('/group/copy', {
      fromCompetitionId: game.id,
      toCompetitionId: empty.id,
    });
    expect(without.json()).toEqual({ copied: 2 });
    expect(shape(await teamsOf(empty.id))).toEqual([
      { name: 'Red', players: [], charityIds: [] },
      { name: 'Navy', players: [], charityIds: [] },
    ]);

    const foreign = await insertGame(t.db, (await createCompany(t.db)).id);
    const platform = await signInCaller(t, 'admin');
    const across = await platform.post('/group/copy', {
      fromCompetitionId: game.id,
      toCompetitionId: foreign.id,
    });
    expect(across.statusCode).toBe(400);
    expect(paths(across.json())).toEqual(['fromCompetitionId']);
    const same = await admin.post('/group/copy', { fromCompetitionId: game.id, toCompetitionId: game.id });
    expect(same.statusCode).toBe(400);
    expect(
      (await admin.post('/group/copy', { fromCompetitionId: game.id, toCompetitionId: foreign.id }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 for another company's teams and players, and lets only organisers write", async () => {
    const { red: team } = await redAndNavy();
    const member = team.members[0];
    if (!member) throw new Error('setup');
    const calls = [
      outsider.get(`/competition/${game.id}/groups`),
      outsider.post('/group/add', { group: { competitionId: game.id, name: 'Spy' } }),
      outsider.post('/group/update', { group: { id: team.id, name: 'Spy' } }),
      outsider.post('/group/deleteGroupCompetition', { groupId: team.id }),
      outsider.post('/group/deleteGroupUser', { groupUserId: member.id }),
      outsider.put(`/group/groupuser/${member.id}`, { groupId: team.id }),
      outsider.get(`/user/competition/notExisting/${game.id}/0`),
      addPlayers(team.id, [playerId], game.id, outsider),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await client.get(`/competition/${game.id}/groups`)).statusCode).toBe(200);
    expect((await addTeam({ name: 'Nope' }, client)).statusCode).toBe(403);
    expect((await addTeam({ name: 'Nope' }, player)).statusCode).toBe(403);
    // A player sees the teams of a game they play in, and no other.
    expect((await player.get(`/competition/${game.id}/groups`)).statusCode).toBe(404);
    await addPlayers(team.id, [playerId]);
    expect((await player.get(`/competition/${game.id}/groups`)).statusCode).toBe(200);
  });
});
