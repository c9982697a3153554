import { addDays, dayIn, gamePhase, type TGameStatus } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES, GAME_STATUSES } from '@rally/contracts/games';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePhaseSql } from '../src/areas/games/reads.ts';
import { games } from '../src/db/schema/index.ts';
import { createTestAppWithCompany, type TestContext } from './helpers.ts';

/**
 * The game list filters and sorts by a phase computed in SQL (`gamePhaseSql`); the API shows the
 * one computed by `gamePhase` in contracts. Both must agree for every status and for every place
 * today can fall against a game's dates, in zones far from UTC, at the instants their days turn.
 */
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Europe/Berlin'];
const INSTANTS = [
  '2026-06-30T09:59:30Z', // Kiritimati (UTC+14) turns to 1 July at 10:00Z
  '2026-06-30T10:00:30Z',
  '2026-06-30T10:59:30Z', // Pago Pago (UTC-11) turns to 30 June at 11:00Z
  '2026-06-30T11:00:30Z',
  '2026-06-30T18:14:30Z', // Kathmandu (UTC+5:45) at 18:15Z
  '2026-06-30T18:15:30Z',
  '2026-03-28T22:59:30Z', // Berlin, the night it moves to summer time
  '2026-03-29T00:30:00Z',
];

/** Where today falls against a game's dates: [start, end] as offsets from today, null for no date. */
const WINDOWS: Record<string, [number | null, number | null]> = {
  'before start': [1, 3],
  'first day': [0, 2],
  'last day': [-2, 0],
  'after end': [-3, -1],
  'no dates': [null, null],
  'start only': [1, null],
};

describe('the SQL phase agrees with gamePhase', () => {
  let t: TestContext;
  let companyId: string;

  beforeAll(async () => ({ t, companyId } = await createTestAppWithCompany()));
  afterAll(() => t.close());

  it.each(INSTANTS)('at %s, for every status, window and zone', async (iso) => {
    const at = new Date(iso);
    const rows = ZONES.flatMap((timezone) => {
      const today = dayIn(timezone, at);
      const day = (offset: number | null) => (offset === null ? null : addDays(today, offset));
      return GAME_STATUSES.flatMap((status: TGameStatus) =>
        Object.entries(WINDOWS).map(([window, [start, end]]) => ({
          companyId,
          name: `${iso} ${timezone} ${status} ${window}`,
          status,
          startDate: day(start),
          endDate: day(end),
          timezone,
          rules: DEFAULT_GAME_RULES,
        })),
      );
    });
    await t.db.delete(games).where(eq(games.companyId, companyId));
    await t.db.insert(games).values(rows);

    const inSql = await t.db
      .select({
        name: games.name,
        status: games.status,
        startDate: games.startDate,
        endDate: games.endDate,
        timezone: games.timezone,
        phase: gamePhaseSql(sql`${iso}::timestamptz`),
      })
      .from(games)
      .where(eq(games.companyId, companyId));

    expect(inSql).toHaveLength(rows.length);
    // Every phase is reached, so the comparison covers each branch of the SQL.
    expect(new Set(inSql.map((row) => row.phase))).toEqual(
      new Set(['draft', 'scheduled', 'running', 'finished', 'archived']),
    );
    const disagreements = inSql
      .filter((row) => row.phase !== gamePhase(row, at))
      .map((row) => `${row.name}: SQL ${row.phase}, TypeScript ${gamePhase(row, at)}`);
    expect(disagreements).toEqual([]);
  });
});
