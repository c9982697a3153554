import { TEAM_NAME_MAX_LENGTH } from '@rally/contracts/teams';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreUnscoredPlayers } from '../src/areas/scores/engine-players.ts';
import {
  companies,
  games,
  onboardings,
  playerScores,
  salesLeads,
  teamMembers,
  teamScores,
  teams,
  users,
} from '../src/db/schema/index.ts';
import { lastMail, post } from './auth/support.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, itRaces, type TestContext } from './helpers.ts';
import { globalTemplate, onboardingForm } from './onboarding-fixtures.ts';
import { setUpGame } from './play-fixtures.ts';

describe('public onboarding', () => {
  let t: TestContext;
  let templateId: string;
  let address = 0;
  /** Each call from its own address, unless a test is about the per-address limit. */
  const send = (url: string, body: unknown, remoteAddress = `10.9.0.${++address}`) =>
    post(t, url, body, { remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
    templateId = await globalTemplate(t);
  });
  afterAll(() => t.close());

  const totals = async () => {
    const n = async (
      table: typeof companies | typeof users | typeof salesLeads | typeof games | typeof onboardings,
    ) => Number((await t.db.select({ n: count() }).from(table))[0]?.n);
    return {
      companies: await n(companies),
      users: await n(users),
      leads: await n(salesLeads),
      games: await n(games),
      onboardings: await n(onboardings),
    };
  };
  /** The totals after one onboarding: a company with its lead, game and onboarding, and `people` users. */
  const oneMore = (before: Awaited<ReturnType<typeof totals>>, people: number) => ({
    companies: before.companies + 1,
    users: before.users + people,
    leads: before.leads + 1,
    games: before.games + 1,
    onboardings: before.onboardings + 1,
  });
  const tokenIn = (text: string | undefined) => text?.match(/onboarding-complete\/([\w-]+)/)?.[1];

  it('lists the global templates of a language by category', async () => {
    await globalTemplate(t, { language: 'de', name: 'Mehr bewegen' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/game/onboarding/templates?lang=de',
      headers: { 'x-api-key': 'rally-test', 'x-api-secret': 'test-secret-0123456789abcdef' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toEqual([
      {
        id: expect.any(String),
        key: 'well-being',
        templates: [expect.objectContaining({ name: 'Mehr bewegen' })],
      },
    ]);
  });

  it('creates company, organiser, game, teams, players and lead, live once the address is confirmed', async () => {
    const form = onboardingForm(templateId, {
      invitees: ['milton@initech.example', 'samir@initech.example'],
    });
    const res = await send('/game/onboarding', form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messageCode: 'onboarding.checkMail', params: { email: form.email } });

    const [organiser] = await t.db.select().from(users).where(eq(users.email, form.email));
    expect(organiser).toMatchObject({ role: 'company_admin', status: 'invited' });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, organiser?.companyId ?? ''));
    expect(company).toMatchObject({ name: 'Initech', plan: 'basic', stage: 'trial' });
    expect(company?.trialEndsAt?.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const [game] = await t.db
      .select()
      .from(games)
      .where(eq(games.companyId, company?.id ?? ''));
    expect(game).toMatchObject({ name: 'Spring steps', status: 'draft' });
    expect(
      (
        await t.db
          .select()
          .from(teams)
          .where(eq(teams.gameId, game?.id ?? ''))
      )
        .map((x) => x.name)
        .sort(),
    ).toEqual(['Blue', 'Red']);
    expect(
      await t.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.gameId, game?.id ?? '')),
    ).toHaveLength(2);
    const [lead] = await t.db.select().from(salesLeads).where(eq(salesLeads.email, form.email));
    expect(lead).toMatchObject({ source: 'onboarding', companyId: company?.id, status: 'new' });
    // Nobody but the organiser hears from the company before the address is confirmed.
    expect(await t.outbox('milton@initech.example')).toEqual([]);

    const token = tokenIn((await lastMail(t, form.email, 'confirmEmail'))?.text);
    const confirmed = await send('/game/onboarding/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      game: { name: 'Spring steps', publicId: game?.publicId, live: true },
    });
    const [live] = await t.db
      .select()
      .from(games)
      .where(eq(games.id, game?.id ?? ''));
    expect(live?.status).toBe('active');
    expect(await lastMail(t, 'milton@initech.example', 'invite')).toBeDefined();
    const signIn = await send('/auth/gettoken', { email: form.email, password: form.password });
    expect(signIn.statusCode).toBe(200);
    // The link works once.
    expect((await send('/game/onboarding/confirm', { token })).statusCode).toBe(410);
  });

  it('creates everything once when the same form is sent twice', async () => {
    const form = onboardingForm(templateId, { invitees: ['twice@initech.example'] });
    const before = await totals();
    const [first, second] = [await send('/game/onboarding', form), await send('/game/onboarding', form)];
    expect(first.json()).toEqual(expect.objectContaining({ messageCode: 'onboarding.checkMail' }));
    expect(second.statusCode).toBe(200);
    expect(await totals()).toEqual(oneMore(before, 2));
    expect(await t.outbox(form.email)).toHaveLength(1);
  });

  itRaces('creates everything once when the same form arrives twice at the same moment', async () => {
    const form = onboardingForm(templateId);
    const before = await totals();
    const answers = await Promise.all([send('/game/onboarding', form), send('/game/onboarding', form)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toMatchObject({ messageCode: 'onboarding.checkMail' });
    expect(await totals()).toEqual(oneMore(before, 1));
  });

  it('creates nothing for an address that has an account, and answers alike', async () => {
    const first = onboardingForm(templateId);
    await send('/game/onboarding', first);
    const before = await totals();
    const again = await send('/game/onboarding', onboardingForm(templateId, { email: first.email }));
    expect(again.json()).toMatchObject({ messageCode: 'onboarding.checkMail' });
    expect(await totals()).toEqual(before);
    expect(await lastMail(t, first.email, 'registerTaken')).toBeDefined();
  });

  it('thanks a bot that fills the honeypot and stores nothing', async () => {
    const before = await totals();
    const res = await send(
      '/game/onboarding',
      onboardingForm(templateId, { website: 'http://spam.example' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('refuses more colleagues than the Basic plan holds, creating nothing', async () => {
    const before = await totals();
    const five = ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}@five.example`);
    const res = await send('/game/onboarding', onboardingForm(templateId, { invitees: five }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      messageCode: 'plans.usersLimit',
      params: { plan: 'basic', limit: 5 },
    });
    expect(await totals()).toEqual(before);
    // Four colleagues and the organiser: exactly the plan.
    const ok = await send('/game/onboarding', onboardingForm(templateId, { invitees: five.slice(0, 4) }));
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a template that is not offered and an end before the start, naming the field', async () => {
    const other = await send('/game/onboarding', onboardingForm(crypto.randomUUID()));
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([
      expect.objectContaining({ path: 'templateId', messageCode: 'onboarding.templateNotFound' }),
    ]);
    const backwards = await send(
      '/game/onboarding',
      onboardingForm(templateId, { startDate: '2027-05-10', endDate: '2027-05-01' }),
    );
    expect(backwards.json().details).toEqual([expect.objectContaining({ path: 'endDate' })]);
  });

  it('takes a team name as long as the teams screen does, and refuses a longer one alike', async () => {
    const longest = 'T'.repeat(TEAM_NAME_MAX_LENGTH);
    const tooLong = 'T'.repeat(TEAM_NAME_MAX_LENGTH + 1);
    const res = await send('/game/onboarding', onboardingForm(templateId, { teams: [longest, 'Blue'] }));
    expect(res.statusCode).toBe(200);
    expect(await t.db.select({ id: teams.id }).from(teams).where(eq(teams.name, longest))).toHaveLength(1);
    const refused = await send('/game/onboarding', onboardingForm(templateId, { teams: [tooLong] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: 'teams.0',
        messageCode: 'validation.tooLong',
        params: { maximum: TEAM_NAME_MAX_LENGTH },
      }),
    ]);

    const g = await setUpGame(t);
    const add = (name: string) =>
      caller(t, g.organiser.headers).post('/group/add', { group: { competitionId: g.game.id, name } });
    expect((await add(longest)).statusCode).toBe(201);
    const refusedToo = await add(tooLong);
    expect(refusedToo.statusCode).toBe(400);
    expect(refusedToo.json().details).toEqual([
      expect.objectContaining({
        path: 'group.name',
        messageCode: 'validation.tooLong',
        params: { maximum: TEAM_NAME_MAX_LENGTH },
      }),
    ]);
  });

  const bad: [string, unknown][] = [
    ['submissionId', 'not-a-uuid'],
    ['companyName', 'x'],
    ['fullName', ''],
    ['email', 'not-an-email'],
    ['password', 'short'],
    ['language', 'xx'],
    ['templateId', 42],
    ['gameName', 'y'.repeat(121)],
    ['startDate', '2026-13-01'],
    ['endDate', 'tomorrow'],
    ['teams', []],
    ['invitees', ['not-an-email']],
    ['website', 'z'.repeat(201)],
  ];
  it.each(bad)('refuses a bad %s with 400 naming it, creating nothing', async (field, value) => {
    const before = await totals();
    const res = await send('/game/onboarding', onboardingForm(templateId, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(field);
    expect(await totals()).toEqual(before);
  });

  it('answers 401 without the public client pair or with a wrong one', async () => {
    const form = onboardingForm(templateId);
    const none = await t.app.inject({ method: 'POST', url: '/api/game/onboarding', payload: form });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/game/onboarding',
      payload: form,
      headers: { 'x-api-key': 'rally-test', 'x-api-secret': 'wrong-secret-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_API_CLIENT' });
  });

  it('limits onboardings per e-mail across addresses', async () => {
    const email = 'flood@victim.example';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await send('/game/onboarding', onboardingForm(templateId, { email }))).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('joining a game by link', () => {
  let t: TestContext;
  let templateId: string;
  let address = 0;
  const send = (url: string, body: unknown) => post(t, url, body, { remoteAddress: `10.8.0.${++address}` });
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { 'x-api-key': 'rally-test', 'x-api-secret': 'test-secret-0123456789abcdef' },
    });

  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
    templateId = await globalTemplate(t);
  });
  afterAll(() => t.close());

  async function onboarded(invitees: string[]) {
    const form = onboardingForm(templateId, { invitees });
    expect((await send('/game/onboarding', form)).statusCode).toBe(200);
    const [organiser] = await t.db.select().from(users).where(eq(users.email, form.email));
    const [game] = await t.db
      .select()
      .from(games)
      .where(eq(games.companyId, organiser?.companyId ?? ''));
    const joinable = (await get(`/game/onboarding-user/${game?.publicId}`)).json();
    return {
      form,
      companyId: organiser?.companyId ?? '',
      gameId: game?.id ?? '',
      publicId: game?.publicId ?? '',
      teams: joinable.teams as { id: string; name: string }[],
    };
  }
  const joiner = (gameId: string, teamId: string, email: string) => ({
    gameId,
    teamId,
    fullName: 'Lee Park',
    email,
    password: 'another long passphrase',
    language: 'fr',
  });
  const tokenIn = (text: string | undefined) => text?.match(/onboarding-complete\/([\w-]+)/)?.[1];
  const people = async (companyId: string) =>
    Number((await t.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId)))[0]?.n);

  it('shows the game and its teams, then a colleague joins a team and signs in once confirmed', async () => {
    const game = await onboarded([]);
    expect(game.teams.map((x) => x.name)).toEqual(['Red', 'Blue']);
    const team = game.teams[1]?.id ?? '';
    const res = await send('/game/onboarding-user', joiner(game.publicId, team, 'lee@initech.example'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messageCode: 'onboarding.joinCheckMail' });
    const [lee] = await t.db.select().from(users).where(eq(users.email, 'lee@initech.example'));
    expect(lee).toMatchObject({
      role: 'player',
      status: 'invited',
      companyId: game.companyId,
      language: 'fr',
    });
    const member = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, lee?.id ?? ''), eq(teamMembers.teamId, team)));
    expect(member).toHaveLength(1);
    const token = (await lastMail(t, 'lee@initech.example', 'joinConfirm'))?.text.match(
      /confirm-email\/([\w-]+)/,
    )?.[1];
    const confirmed = await send('/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    // A colleague joined a game: no trial of theirs started.
    expect(confirmed.json()).toMatchObject({ messageCode: 'auth.joinConfirmed' });
    const signIn = await send('/auth/gettoken', {
      email: 'lee@initech.example',
      password: 'another long passphrase',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('puts the joining colleague and the invited one in play, each counted in their team', async () => {
    const game = await onboarded(['bob@initech.example']);
    const [red, blue] = game.teams;
    expect(
      (await send('/game/onboarding-user', joiner(game.publicId, blue?.id ?? '', 'joan@initech.example')))
        .statusCode,
    ).toBe(200);
    const organiserToken = tokenIn((await lastMail(t, game.form.email, 'confirmEmail'))?.text);
    expect((await send('/game/onboarding/confirm', { token: organiserToken })).statusCode).toBe(200);
    const organiser = await send('/auth/gettoken', { email: game.form.email, password: game.form.password });
    const headers = { authorization: `Bearer ${organiser.json().accessToken}` };
    const gamesOf = async (email: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/competition/group/${user?.id}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await gamesOf('bob@initech.example')).toEqual([
      expect.objectContaining({ competitionId: game.gameId, groupName: red?.name }),
    ]);
    expect(await gamesOf('joan@initech.example')).toEqual([
      expect.objectContaining({ competitionId: game.gameId, groupName: blue?.name }),
    ]);
    const heads = await t.db
      .select({ teamId: teamScores.teamId, members: teamScores.members })
      .from(teamScores)
      .where(eq(teamScores.gameId, game.gameId));
    expect(heads).toHaveLength(2);
    expect(heads.every((h) => h.members === 1)).toBe(true);
    // The organiser finds the link colleagues join by again in the game.
    const detail = await t.app.inject({ method: 'GET', url: `/api/competition/${game.gameId}`, headers });
    expect(detail.json()).toMatchObject({ publicId: game.publicId, joinByLink: true });
    const colours = await t.db
      .select({ color: teams.color })
      .from(teams)
      .where(eq(teams.gameId, game.gameId));
    expect(new Set(colours.map((c) => c.color)).size).toBe(2);
  });

  it('gives the players an earlier onboarding left out of the scores their rows', async () => {
    const game = await onboarded(['early@initech.example']);
    // As an earlier version left a trial: members, but no score rows for them or their teams.
    await t.db.delete(playerScores).where(eq(playerScores.gameId, game.gameId));
    await t.db.delete(teamScores).where(eq(teamScores.gameId, game.gameId));
    await scoreUnscoredPlayers(t.db);
    const [early] = await t.db.select().from(users).where(eq(users.email, 'early@initech.example'));
    expect(
      await t.db
        .select({ userId: playerScores.userId })
        .from(playerScores)
        .where(eq(playerScores.gameId, game.gameId)),
    ).toEqual([{ userId: early?.id }]);
    const heads = await t.db
      .select({ members: teamScores.members })
      .from(teamScores)
      .where(eq(teamScores.gameId, game.gameId));
    expect(heads.map((h) => h.members).sort()).toEqual([0, 1]);
    // Once done, it finds nothing more to do.
    await scoreUnscoredPlayers(t.db);
    expect(await t.db.select().from(playerScores).where(eq(playerScores.gameId, game.gameId))).toHaveLength(
      1,
    );
  });

  it('refuses a full plan clearly and creates nothing', async () => {
    const game = await onboarded([
      'p1@full.example',
      'p2@full.example',
      'p3@full.example',
      'p4@full.example',
    ]);
    const before = await people(game.companyId);
    expect(before).toBe(5);
    const res = await send(
      '/game/onboarding-user',
      joiner(game.publicId, game.teams[0]?.id ?? '', 'late@full.example'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ messageCode: 'onboarding.planFull', params: { limit: 5 } });
    expect(await people(game.companyId)).toBe(before);
    expect(await t.outbox('late@full.example')).toEqual([]);
  });

  it('refuses a team of another game and an unknown game', async () => {
    const one = await onboarded([]);
    const other = await onboarded([]);
    const wrongTeam = await send(
      '/game/onboarding-user',
      joiner(one.publicId, other.teams[0]?.id ?? '', 'x@teams.example'),
    );
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().details).toEqual([expect.objectContaining({ path: 'teamId' })]);
    expect((await get('/game/onboarding-user/unknown-public-id')).statusCode).toBe(404);
    const unknown = await send(
      '/game/onboarding-user',
      joiner('unknown-public-id', one.teams[0]?.id ?? '', 'y@teams.example'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input on every field with 400', async () => {
    const game = await onboarded([]);
    const base = joiner(game.publicId, game.teams[0]?.id ?? '', 'ok@fields.example');
    for (const [field, value] of [
      ['gameId', 'x'],
      ['teamId', 'nope'],
      ['fullName', 'a'],
      ['email', 'nope'],
      ['password', 'short'],
      ['language', 'xx'],
      ['website', 'w'.repeat(201)],
    ] as const) {
      const res = await send('/game/onboarding-user', { ...base, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json().details), field).toContain(field);
    }
    expect(await t.outbox('ok@fields.example')).toEqual([]);
  });

  it('answers 401 without the public client pair', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/game/onboarding-user/whatever1' });
    expect(res.statusCode).toBe(401);
  });
});
