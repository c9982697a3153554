import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, outboxMessages, passwordLinks, teamMembers } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { insertInviteLink } from './auth/support.ts';
import { type Caller, insertGame, insertTeam, signInCaller } from './content-fixtures.ts';
import { createTestApp, itRaces, type TestContext } from './helpers.ts';

describe('POST /competition/send/start/email', () => {
  let t: TestContext;
  let acmeId: string;
  let admin: Caller;
  let client: Caller;
  const send = (competitionId: string, c: Caller = admin) =>
    c.post('/competition/send/start/email', { competitionId });

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.db, { name: 'Acme' });
    acmeId = acme.id;
    admin = await signInCaller(t, 'company_admin', { companyId: acme.id });
    client = await signInCaller(t, 'client', { companyId: acme.id });
  });
  afterAll(() => t.close());

  it('mails every player once, in their language, with a sign-in or a set-password link', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active', name: 'Step challenge' });
    const user = (over: Omit<Parameters<typeof createUser>[1], 'companyId'>) =>
      createUser(t.db, { ...over, companyId: acmeId });
    const anna = await user({ language: 'de', password: 'a long password 1' });
    const bruno = await user({ language: 'fr' });
    const carla = await user({ language: 'pt', password: 'a long password 2' });
    const gone = await user({ status: 'disabled', password: 'a long password 3' });
    await insertTeam(t.db, game, { userIds: [anna.id, bruno.id] });
    await insertTeam(t.db, game, { userIds: [carla.id, gone.id] });

    const first = await send(game.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: 3, alreadySent: 0 });
    expect((await send(game.id)).json()).toEqual({ sent: 0, alreadySent: 3 });

    const [toAnna] = await t.outbox(anna.email);
    expect(await t.outbox(anna.email)).toHaveLength(1);
    expect(toAnna).toMatchObject({ template: 'gameStart', language: 'de' });
    // Subjects name no company or game: those are in the body, as plain text.
    expect(toAnna?.subject).toMatch(/^Ein Spiel auf Rally startet am /);
    expect(toAnna?.text).toContain('Step challenge');
    expect(toAnna?.text).toContain('/login');
    const [toBruno] = await t.outbox(bruno.email);
    expect(toBruno).toMatchObject({ template: 'gameStartInvite', language: 'fr' });
    expect(toBruno?.subject).toMatch(/^Un jeu commence sur Rally le /);
    expect(toBruno?.text).toMatch(/\/rally\/set-password\/\S+/);
    const links = await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, bruno.id));
    expect(links.map((l) => l.purpose)).toEqual(['invite']);
    expect((await t.outbox(carla.email))[0]?.language).toBe('pt');
    expect(await t.outbox(gone.email)).toHaveLength(0);

    const [stored] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect(stored?.startEmailSentAt).toBeInstanceOf(Date);
    const members = await t.db.select().from(teamMembers).where(eq(teamMembers.gameId, game.id));
    expect(
      members
        .filter((m) => m.startEmailAt)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([anna.id, bruno.id, carla.id].sort());
    const keys = await t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `start:${game.id}:%`));
    expect(keys).toHaveLength(3);
  });

  it('gives no second set-password link to a player whose invitation link is still open', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    const invited = await createUser(t.db, { companyId: acmeId, status: 'invited', language: 'de' });
    const expired = await createUser(t.db, { companyId: acmeId, status: 'invited' });
    await insertInviteLink(t, invited, 3 * 86_400_000);
    await insertInviteLink(t, expired, -1000);
    await insertTeam(t.db, game, { userIds: [invited.id, expired.id] });
    expect((await send(game.id)).json()).toEqual({ sent: 2, alreadySent: 0 });

    const linksOf = async (userId: string) =>
      (await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, userId))).length;
    expect(await linksOf(invited.id)).toBe(1);
    const [toInvited] = await t.outbox(invited.email);
    expect(toInvited).toMatchObject({ template: 'gameStartInvited', language: 'de' });
    expect(toInvited?.text).not.toContain('/rally/set-password/');
    expect(toInvited?.text).toContain('/login');
    // The day the open link ends, as the reader says it.
    const linkEnd = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    expect(toInvited?.text).toContain(linkEnd);
    // An expired invitation is no link: that player gets a new one with the start e-mail.
    expect(await linksOf(expired.id)).toBe(2);
    expect((await t.outbox(expired.email))[0]?.template).toBe('gameStartInvite');
  });

  it('mails a player added later on the next send, and only them', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    const early = await createUser(t.db, { companyId: acmeId, password: 'a long password 4' });
    const late = await createUser(t.db, { companyId: acmeId, password: 'a long password 5' });
    const team = await insertTeam(t.db, game, { userIds: [early.id] });
    expect((await send(game.id)).json()).toEqual({ sent: 1, alreadySent: 0 });
    await admin.post('/competition/add/existing/user', {
      data: { competitionId: game.id, groupId: team.id, userIds: [late.id] },
    });
    expect((await send(game.id)).json()).toEqual({ sent: 1, alreadySent: 1 });
    expect(await t.outbox(early.email)).toHaveLength(1);
  });

  // The sequential case (a second send mails nobody again) is in the test above.
  itRaces('mails each player once when two sends overlap', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    const players = await Promise.all(
      [1, 2, 3].map(() => createUser(t.db, { companyId: acmeId, password: 'a long password 6' })),
    );
    await insertTeam(t.db, game, { userIds: players.map((p) => p.id) });
    const answers = await Promise.all([send(game.id), send(game.id)]);
    expect(answers.map((a) => a.json().sent).sort()).toEqual([0, 3]);
    for (const p of players) expect(await t.outbox(p.email)).toHaveLength(1);
  });

  it('sends only for an active game that has not ended, and only for organisers', async () => {
    const draft = await insertGame(t.db, acmeId);
    expect((await send(draft.id)).statusCode).toBe(409);
    const finished = await insertGame(t.db, acmeId, { status: 'finished' });
    expect((await send(finished.id)).statusCode).toBe(409);
    const ended = await insertGame(t.db, acmeId, { status: 'active' });
    await t.db
      .update(games)
      .set({ startDate: '2020-01-01', endDate: '2020-02-01' })
      .where(eq(games.id, ended.id));
    expect((await send(ended.id)).json().messageCode).toBe('games.startEmailEnded');
    const active = await insertGame(t.db, acmeId, { status: 'active' });
    expect((await send(active.id, client)).statusCode).toBe(403);
    expect((await admin.post('/competition/send/start/email', { competitionId: 'x' })).statusCode).toBe(400);
  });
});
