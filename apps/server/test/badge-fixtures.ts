import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { gameBadges, notifications, playerBadges } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { dayFromToday, type TestContext } from './helpers.ts';
import { type GameOptions, type PlayGame, usePlayGame } from './play-fixtures.ts';

type Opened = { t: TestContext; g: PlayGame };
type Headers = Record<string, string>;

/**
 * A badges test file's game (`usePlayGame`, handed to `use` as there) and the steps its tests share:
 * badges added straight to the database, logs and rounds through the real routes, and what a
 * player holds and was told, read back from the database.
 */
export function useBadgeGame(use: (opened: Opened) => void, opts: GameOptions = {}) {
  let o: Opened | undefined;
  usePlayGame((opened) => {
    o = opened;
    use(opened);
  }, opts);
  const open = () => {
    if (!o) throw new Error('the badges game is opened before the tests');
    return o;
  };

  /** A badge of the game with its rule; the rule's parameters are not checked here. */
  const addBadge = async (kind: string, params: Record<string, unknown>) => {
    const { t, g } = open();
    const [b] = await t.db
      .insert(gameBadges)
      .values({ companyId: g.companyId, gameId: g.game.id, kind: kind as 'firstLog', params })
      .returning();
    if (!b) throw new Error('badge not inserted');
    return b;
  };
  /** A log of the player's, `on` days from today (today when not given); answers its id. */
  const log = async (headers: Headers, behaviourId: string, on?: number) => {
    const { t, g } = open();
    const r = await caller(t, headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId,
      ...(on === undefined ? {} : { day: dayFromToday(on) }),
    });
    expect(r.statusCode).toBe(201);
    return r.json().id as string;
  };
  /** A round of the game from `from` to `to` days from today; answers its id. */
  const addRound = async (name: string, from: number, to: number) => {
    const { t, g } = open();
    const made = await caller(t, g.organiser.headers).post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name, startDate: dayFromToday(from), endDate: dayFromToday(to) }],
    });
    expect(made.statusCode).toBe(201);
    const [round] = made.json() as { id: string }[];
    if (!round) throw new Error('round missing');
    return round.id;
  };
  /** The badges the player holds now, sorted by id. */
  const held = async (userId: string) =>
    (
      await open()
        .t.db.select({ badge: playerBadges.gameBadgeId })
        .from(playerBadges)
        .where(and(eq(playerBadges.userId, userId), isNull(playerBadges.revokedAt)))
    )
      .map((r) => r.badge)
      .sort();
  /** The player's badge notices as `type:badgeId`, sorted. */
  const told = async (userId: string) =>
    (await open().t.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.type.startsWith('badge'))
      .map((n) => `${n.type}:${n.params.badgeId}`)
      .sort();

  return { addBadge, log, addRound, held, told };
}
