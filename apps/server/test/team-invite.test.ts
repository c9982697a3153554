import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, teamMembers, users } from '../src/db/schema/index.ts';
import { createUser } from '../src/seed/factories.ts';
import { type Caller, caller, paths } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * Players by e-mail into a team in one call (the game wizard's teams step): addresses without an
 * account become invited players, the company's users join, and nothing is written unless all of
 * it can be.
 */
describe('POST /group/invite', () => {
  let t: TestContext;
  let g: PlayGame;
  let organiser: Caller;
  const invite = (invitees: object[], groupId = g.teams.red.id) =>
    organiser.post('/group/invite', { data: { competitionId: g.game.id, groupId, invitees } });
  const usersWith = (emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));
  const membersOf = (teamId: string) => t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));

  beforeAll(async () => {
    t = await createTestApp();
    g = await setUpGame(t);
    organiser = caller(t, g.organiser.headers);
  });
  afterAll(() => t.close());

  it('creates and invites new players, adds the company’s users, reports who was in the game already', async () => {
    const colleague = await createUser(t.db, { companyId: g.companyId, email: 'colleague@invite.example' });
    const inGame = await g.player(g.teams.blue);
    const res = await invite([
      { email: 'New.One@invite.example', fullName: 'New One' },
      { email: 'colleague@invite.example' },
      { email: inGame.user.email },
      { email: 'new.two@invite.example' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 3,
      created: 2,
      skipped: [expect.objectContaining({ email: inGame.user.email, messageCode: 'teams.playerInGame' })],
    });
    const made = await usersWith(['new.one@invite.example', 'new.two@invite.example']);
    expect(made.map((u) => [u.fullName, u.role, u.status, u.companyId]).sort()).toEqual([
      ['New One', 'player', 'invited', g.companyId],
      ['new two', 'player', 'invited', g.companyId],
    ]);
    const members = (await membersOf(g.teams.red.id)).map((m) => m.userId).sort();
    expect(members).toEqual([...made.map((u) => u.id), colleague.id].sort());
    // Only the new players get an invitation.
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'invite'));
    expect(mails.map((m) => m.to).sort()).toEqual(['new.one@invite.example', 'new.two@invite.example']);
  });

  it('refuses the whole list when one address cannot be used, naming it by its place (400)', async () => {
    const other = await t.signIn('company_admin');
    await createUser(t.db, { companyId: other.companyId, email: 'elsewhere@invite.example' });
    const before = (await membersOf(g.teams.red.id)).length;
    const taken = await invite([{ email: 'fresh.a@invite.example' }, { email: 'elsewhere@invite.example' }]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details).toEqual([
      expect.objectContaining({ path: 'data.invitees.1.email', messageCode: 'users.emailUnusable' }),
    ]);
    const malformed = await invite([
      { email: 'fresh.b@invite.example' },
      { email: 'x' },
      { email: 'not an address' },
    ]);
    expect(malformed.statusCode).toBe(400);
    expect(paths(malformed.json())).toEqual(['data.invitees.1.email', 'data.invitees.2.email']);
    expect(await usersWith(['fresh.a@invite.example', 'fresh.b@invite.example'])).toEqual([]);
    expect(await membersOf(g.teams.red.id)).toHaveLength(before);
  });

  it('checks the plan’s users once for the whole list: over it, nobody is created', async () => {
    await t.db.update(companies).set({ plan: 'basic' }).where(eq(companies.id, g.companyId));
    const seated = (await t.db.select().from(users).where(eq(users.companyId, g.companyId))).length;
    const room = Math.max(0, 5 - seated);
    const list = Array.from({ length: room + 1 }, (_, i) => ({ email: `seat${i}@invite.example` }));
    const refused = await invite(list);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageCode: 'plans.usersLimit' });
    expect(await usersWith(list.map((x) => x.email))).toEqual([]);
    await t.db.update(companies).set({ plan: 'enterprise' }).where(eq(companies.id, g.companyId));
  });

  it("keeps another company's game out of reach (404) and a team of another game refused (400)", async () => {
    const other = caller(t, (await t.signIn('company_admin')).headers);
    const foreign = await other.post('/group/invite', {
      data: { competitionId: g.game.id, groupId: g.teams.red.id, invitees: [{ email: 'z@invite.example' }] },
    });
    expect(foreign.statusCode).toBe(404);
    const g2 = await setUpGame(t);
    const wrongTeam = await invite([{ email: 'z@invite.example' }], g2.teams.red.id);
    expect(wrongTeam.statusCode).toBe(400);
    expect(paths(wrongTeam.json())).toEqual(['data.groupId']);
  });
});
