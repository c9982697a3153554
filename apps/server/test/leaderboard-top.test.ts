import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { executeRows } from '../src/db/bulk.ts';
import { openPostgres } from '../src/db/client.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { type PlayGame, usePlayGame } from './play-fixtures.ts';

/**
 * The top of a game's board is kept in memory between score changes (areas/scores/board-top.ts):
 * whoever reads the board after a change sees it, in this process at once and in another process
 * as soon as the database's notification arrives.
 */
type Board = { top: { name: string; points: number; rank: number }[]; me: { points: number } | null };

describe('the kept top of the board', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  /** The organiser's board: everyone, by full name. */
  const board = async (limit = 100) => {
    const res = await caller(t, g.organiser.headers).get(`/game/${g.game.id}/leaderboard?limit=${limit}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Board;
  };
  const log = async (headers: Record<string, string>, behaviourId: string) => {
    const res = await caller(t, headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const pointsOf = async (name: string) => (await board()).top.find((e) => e.name === name)?.points;

  it('shows a log and its undoing on the very next read', async () => {
    await g.player(g.teams.red, { fullName: 'Ann Kept' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Kept' });
    // Read first, so the top is kept before the change.
    expect(await pointsOf('Bob Kept')).toBe(0);
    expect((await board(1)).top).toHaveLength(1);

    const id = await log(bob.headers, g.behaviours.steps.id);
    expect((await board()).top.slice(0, 2).map((e) => [e.name, e.points, e.rank])).toEqual([
      ['Bob Kept', 10, 1],
      ['Ann Kept', 0, 2],
    ]);
    // A smaller limit is a slice of the same kept rows.
    expect((await board(1)).top.map((e) => [e.name, e.points])).toEqual([['Bob Kept', 10]]);

    expect((await caller(t, bob.headers).delete(`/performedtasks/${id}`)).statusCode).toBe(204);
    expect(await pointsOf('Bob Kept')).toBe(0);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "shows another process's log once its notification arrives",
    async () => {
      const cy = await g.player(g.teams.red, { fullName: 'Cy Other' });
      const [row] = await executeRows<{ name: string }>(t.db, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${row?.name}`;
      const other = await openPostgres(url.toString());
      const appB = await buildApp({ config: t.config, database: other, logStream: false });
      try {
        expect(await pointsOf('Cy Other')).toBe(0);
        // Logged through process B: process A hears of it from the database.
        const res = await appB.inject({
          method: 'POST',
          url: `/api/game/${g.game.id}/performedtasks`,
          headers: { ...cy.headers, 'content-type': 'application/json' },
          payload: { behaviourId: g.behaviours.stairs.id },
        });
        expect(res.statusCode).toBe(201);
        await expect.poll(() => pointsOf('Cy Other'), { timeout: 1_500 }).toBe(5);
      } finally {
        await appB.close();
        await other.close();
      }
    },
  );
});
