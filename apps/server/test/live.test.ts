import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { executeRows } from '../src/db/bulk.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { activities, behaviours } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { caller, signInCaller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame, setPlayerDays } from './score-fixtures.ts';
import { openSse, type SseClient } from './sse-client.ts';

const TODAY = new Date().toISOString().slice(0, 10);
type Snapshot = { individuals: { name: string; points: number }[] };
const names = (e: { data: string }) => (JSON.parse(e.data) as Snapshot).individuals.map((p) => p.name);

describe('live leaderboards over server-sent events', () => {
  let t: TestContext;
  let base: string;
  let companyId: string;
  const clients: SseClient[] = [];
  const open = async (url: string, headers: Record<string, string> = {}, at = base) => {
    const client = await openSse(`${at}/api${url}`, headers);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    companyId = (await createCompany(t.db)).id;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  async function liveGame() {
    const game = await insertRunningGame(t.db, companyId);
    const team = await insertNamedTeam(t.db, game, 'Red');
    const ann = await addPlayer(t.db, game, team.id, { fullName: 'Ann', days: { [TODAY]: 20 } });
    const bob = await addPlayer(t.db, game, team.id, { fullName: 'Bob', days: { [TODAY]: 10 } });
    return { game, team, ann, bob };
  }

  it('pushes the public leaderboard at once and again when a score changes', async () => {
    const { game, team, bob } = await liveGame();
    const board = await open(`/public/leaderboard/${game.publicId}/events`);
    expect(board.status).toBe(200);
    expect(board.contentType).toContain('text/event-stream');
    const first = await board.next('snapshot');
    expect(first.retry).toBe(3000);
    expect(names(first)).toEqual(['Ann', 'Bob']);
    await setPlayerDays(t.db, game, bob, team.id, { [TODAY]: 35 });
    expect(names(await board.next('snapshot', 1000))).toEqual(['Bob', 'Ann']);
    // Asked without `Accept: text/event-stream`, the same route answers the snapshot once.
    const once = await caller(t).get(`/public/leaderboard/${game.publicId}/events`);
    expect(once.json().individuals.map((p: { name: string }) => p.name)).toEqual(['Bob', 'Ann']);
  });

  it('shows a log made through the API on an open board', async () => {
    const { game, team } = await liveGame();
    const me = await t.signIn('player', { companyId });
    await addPlayer(t.db, game, team.id, { fullName: 'Cleo', userId: me.user.id });
    const [activity] = await t.db
      .insert(activities)
      .values({ companyId, gameId: game.id, name: 'Move' })
      .returning();
    const [walk] = await t.db
      .insert(behaviours)
      .values({ companyId, gameId: game.id, activityId: activity?.id ?? '', name: 'Walk', points: 50 })
      .returning();
    const board = await open(`/public/leaderboard/${game.publicId}/events`);
    expect(names(await board.next('snapshot'))).toEqual(['Ann', 'Bob', 'Cleo']);
    const logged = await caller(t, me.headers).post(`/game/${game.id}/performedtasks`, {
      behaviourId: walk?.id,
    });
    expect(logged.statusCode).toBe(201);
    expect(names(await board.next('snapshot', 1000))).toEqual(['Cleo', 'Ann', 'Bob']);
  });

  it('ends a public stream when its link is replaced; unknown links are 404', async () => {
    const { game } = await liveGame();
    const board = await open(`/public/leaderboard/${game.publicId}/events`);
    await board.next('snapshot');
    const organiser = await signInCaller(t, 'company_admin', { companyId });
    expect((await organiser.post(`/competitions/${game.id}/public-id`, {})).statusCode).toBe(200);
    await board.ended(2000);
    expect((await open(`/public/leaderboard/${game.publicId}/events`)).status).toBe(404);
  });

  it('signals a signed-in caller with the bearer token, never without it', async () => {
    const { game, team, ann } = await liveGame();
    const player = await t.signIn('player', { companyId });
    await addPlayer(t.db, game, team.id, { fullName: 'Dan', userId: player.user.id });
    expect((await open(`/game/${game.id}/events`)).status).toBe(401);
    const outsider = await t.signIn('company_admin');
    expect((await open(`/game/${game.id}/events`, outsider.headers)).status).toBe(404);
    const signals = await open(`/game/${game.id}/events`, player.headers);
    expect(JSON.parse((await signals.next('ready')).data)).toEqual({ competitionId: game.id });
    await setPlayerDays(t.db, game, ann, team.id, { [TODAY]: 99 });
    expect(JSON.parse((await signals.next('scores', 1000)).data)).toEqual({ competitionId: game.id });
  });

  it('reaches a watcher on another server process, and closing a process ends its streams', async () => {
    const { game, team, bob } = await liveGame();
    const other = await secondDatabase(t);
    const appB = await buildApp({ config: t.config, database: other, logStream: false });
    const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const board = await open(`/public/leaderboard/${game.publicId}/events`, {}, baseB);
      expect(names(await board.next('snapshot'))).toEqual(['Ann', 'Bob']);
      // Written through instance A's connections: instance B hears it from the database.
      await setPlayerDays(t.db, game, bob, team.id, { [TODAY]: 40 });
      expect(names(await board.next('snapshot', 1000))).toEqual(['Bob', 'Ann']);
      const closing = appB.close();
      await board.ended(2000);
      await closing;
    } finally {
      await appB.close();
      if (other !== t.database) await other.close();
    }
  });
});

/** On a PostgreSQL server a second connection to the same database (another process's view); embedded, the same one. */
async function secondDatabase(t: TestContext): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return t.database;
  const [row] = await executeRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const u = new URL(url);
  u.pathname = `/${row?.name}`;
  return openPostgres(u.toString());
}
