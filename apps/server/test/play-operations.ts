import { and, eq, isNull, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { behaviourLogs, teamMembers } from '../src/db/schema/index.ts';
import { type Caller, caller } from './content-fixtures.ts';
import { dayFromToday, type Session, type TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/**
 * The writes of play that the property tests draw at random (scores-property, streak-bonus-property):
 * a player's logs written (backdated too), undone and removed, reviews of pending logs, and a player
 * leaving the game or coming back; each test adds its own writes around them.
 */
type BehaviourName = keyof PlayGame['behaviours'];
export type PlayOperation =
  | { kind: 'log'; p: number; b: BehaviourName; back: number }
  | { kind: 'undo' | 'remove'; p: number; i: number }
  | { kind: 'review'; decision: 'approve' | 'reject'; all: boolean; i: number }
  | { kind: 'leaveOrRejoin'; p: number };

/** The weighted generators of the log writes (leaving and coming back is weighed by each test). */
export function logOperations(o: {
  players: number;
  logWeight: number;
  behaviours: BehaviourName[];
  maxBack: number;
  decisions: ('approve' | 'reject')[];
  all: fc.Arbitrary<boolean>;
}) {
  const p = fc.nat({ max: o.players - 1 });
  const i = fc.nat();
  const log: fc.Arbitrary<PlayOperation> = fc.record({
    kind: fc.constant('log' as const),
    p,
    b: fc.constantFrom(...o.behaviours),
    back: fc.nat({ max: o.maxBack }),
  });
  const review: fc.Arbitrary<PlayOperation> = fc.record({
    kind: fc.constant('review' as const),
    decision: fc.constantFrom(...o.decisions),
    all: o.all,
    i,
  });
  return [
    { weight: o.logWeight, arbitrary: log },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), p, i }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), p, i }) },
    { weight: 3, arbitrary: review },
  ];
}

export const leaveOrRejoin = (players: number): fc.Arbitrary<PlayOperation> =>
  fc.record({ kind: fc.constant('leaveOrRejoin' as const), p: fc.nat({ max: players - 1 }) });

/** Where the writes go: the game, its organiser and its players (who rejoin the red team). */
export type PlayWorld = { g: PlayGame; org: Caller; players: Session[] };

/** The game's logs still on record that match `where`, in a stable order. */
const logsOf = (t: TestContext, gameId: string, where: SQL) =>
  t.db
    .select({ id: behaviourLogs.id })
    .from(behaviourLogs)
    .where(and(eq(behaviourLogs.gameId, gameId), isNull(behaviourLogs.removedAt), where))
    .orderBy(behaviourLogs.id);

export const nth = <T>(list: T[], i: number) => list[i % Math.max(list.length, 1)];

/** The player's membership in the game, if any. */
export const memberId = async (t: TestContext, gameId: string, userId: string) =>
  (
    await t.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.gameId, gameId), eq(teamMembers.userId, userId)))
  )[0]?.id;

/** Runs one write through the real routes; answers its status (0 when there was nothing to do). */
export async function runPlayOperation(t: TestContext, w: PlayWorld, op: PlayOperation): Promise<number> {
  const gameId = w.g.game.id;
  const p = 'p' in op ? w.players[op.p] : undefined;
  const as = caller(t, p?.headers ?? {});
  switch (op.kind) {
    case 'log':
      return (
        await as.post(`/game/${gameId}/performedtasks`, {
          behaviourId: w.g.behaviours[op.b].id,
          day: dayFromToday(-op.back),
        })
      ).statusCode;
    case 'undo':
    case 'remove': {
      const log = nth(await logsOf(t, gameId, eq(behaviourLogs.userId, p?.user.id ?? '')), op.i);
      if (!log) return 0;
      return (await (op.kind === 'undo' ? as : w.org).delete(`/performedtasks/${log.id}`)).statusCode;
    }
    case 'review': {
      const pending = (await logsOf(t, gameId, eq(behaviourLogs.status, 'pending'))).map((l) => l.id);
      const logIds = op.all ? pending : pending.slice(op.i % Math.max(pending.length, 1)).slice(0, 1);
      if (logIds.length === 0) return 0;
      return (
        await w.org.post(`/game/${gameId}/review`, { logIds, decision: op.decision, reason: 'Checked' })
      ).statusCode;
    }
    case 'leaveOrRejoin': {
      const id = await memberId(t, gameId, p?.user.id ?? '');
      if (id) return (await w.org.post('/group/deleteGroupUser', { groupUserId: id })).statusCode;
      return (
        await w.org.post('/competition/add/existing/user', {
          data: { competitionId: gameId, groupId: w.g.teams.red.id, userIds: [p?.user.id] },
        })
      ).statusCode;
    }
  }
}
