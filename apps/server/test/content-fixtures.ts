import type { TRole } from '@rally/contracts/abilities';
import { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import type { Executor } from '../src/db/client.ts';
import { games, teamCharities, teamMembers, teams } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { dayFromToday as day, type TestContext } from './helpers.ts';

/** Fixtures for the tests of a game's content (activities, KPIs, charities, copying). */
type NewGame = typeof games.$inferInsert;

/** A game inserted directly; any status but draft runs from yesterday for a month (an active one is running). */
export async function insertGame(
  db: Executor,
  companyId: string,
  opts: { status?: NewGame['status']; name?: string } = {},
) {
  const dated = opts.status && opts.status !== 'draft';
  const [game] = await db
    .insert(games)
    .values({
      companyId,
      name: opts.name ?? 'Step challenge',
      status: opts.status ?? 'draft',
      startDate: dated ? day(-1) : null,
      endDate: dated ? day(30) : null,
      rules: DEFAULT_GAME_RULES,
    })
    .returning();
  if (!game) throw new Error('game not inserted');
  return game;
}

/** A team of the game with the given players in it. */
export async function insertTeam(
  db: Executor,
  game: { id: string; companyId: string },
  opts: { userIds?: string[]; charityIds?: string[] } = {},
) {
  const [team] = await db
    .insert(teams)
    .values({ companyId: game.companyId, gameId: game.id, name: 'Team' })
    .returning();
  if (!team) throw new Error('team not inserted');
  for (const charityId of opts.charityIds ?? []) {
    await db
      .insert(teamCharities)
      .values({ companyId: game.companyId, gameId: game.id, teamId: team.id, charityId });
  }
  for (const userId of opts.userIds ?? []) {
    await db
      .insert(teamMembers)
      .values({ companyId: game.companyId, gameId: game.id, teamId: team.id, userId });
  }
  return team;
}

/** Calls `/api` as one signed-in user (or nobody, with no headers). */
export function caller(t: TestContext, headers: Record<string, string> = {}) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown): Promise<Response> => {
    const options: InjectOptions = { method, url: `/api${url}`, headers };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return t.app.inject(options);
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type Caller = ReturnType<typeof caller>;

/** Signs in a new user of `role` (in a new company unless given one) and calls as them. */
export async function signInCaller(t: TestContext, role: TRole, opts: { companyId?: string } = {}) {
  return caller(t, (await t.signIn(role, opts)).headers);
}

/**
 * Everyone a content test calls as: in company `acme` its organiser (`admin`), a client and two
 * players (`player`, whose id is `playerId`, is the one the tests put in a team); in another
 * company a platform admin and an organiser (`outsider`).
 */
export async function signInContentRoles(t: TestContext) {
  const acme = await createCompany(t.db);
  const other = await createCompany(t.db);
  const as = (role: TRole, companyId: string) => signInCaller(t, role, { companyId });
  const playing = await t.signIn('player', { companyId: acme.id });
  return {
    acme,
    admin: await as('company_admin', acme.id),
    platform: await as('admin', other.id),
    outsider: await as('company_admin', other.id),
    client: await as('client', acme.id),
    player: caller(t, playing.headers),
    playerId: playing.user.id,
    otherPlayer: await as('player', acme.id),
  };
}

/** The field paths a 400 names. */
export const paths = (body: { details?: { path: string }[] }) => (body.details ?? []).map((d) => d.path);

export const MISSING = '01890000-0000-7000-8000-000000000000';
