import { and, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { executeRows, jsonRecordset } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { playerBadges } from '../../db/schema/index.ts';
import { emitChatPost } from '../chat-posts/events.ts';
import type { ScoreSource } from '../scores/reads.ts';
import { emitWebhook } from '../webhooks/events.ts';
import { fingerprintOf, knownBadges, type RuledBadge, readBadges } from './known.ts';
import { tellBadges } from './notice.ts';
import { holds, measureBadges, measureChecked, movedBy, UNDECIDED } from './rules.ts';

/**
 * Badges follow the records (decision 0029): after any write that changed players' records (a
 * log, an approval, a rejection, a removal, a quiz answer, KPI actuals), what holds now for those
 * players is measured and compared with what they hold: newly true is awarded, no longer true is
 * taken back, each with a notice. Runs in the write's transaction after the score engine booked it
 * (its `scoresBooked` hook), with the players' score rows locked, so two events of one player are
 * measured one after the other; the unique key and the conditional upsert award once regardless.
 */
export async function followBadges(
  tx: Executor,
  gameId: string,
  userIds: string[],
  sources?: ScoreSource[],
): Promise<void> {
  if (userIds.length === 0) return;
  const known = await knownBadges(tx, gameId);
  // Only the rules the event's records can move are measured (all when the sources are not known).
  const moved = (badges: RuledBadge[]) => badges.filter((b) => movedBy(b.kind, sources));
  let badges = moved(known.badges);
  // What each holds comes with the measure (one statement): newly true is earned; held but no
  // longer true is lost, unless undecided (its round is reopened). A held badge of a player not
  // measured (they left the game) is kept.
  let { measured, checked } = await measureChecked(tx, gameId, badges, userIds, fingerprintOf(gameId));
  if (checked !== known.fingerprint) {
    // The game's badges changed since this process read them: read them again, measure again.
    badges = moved((await readBadges(tx, gameId)).badges);
    measured = await measureBadges(tx, gameId, badges, userIds);
  }
  if (badges.length === 0) return;
  const earned = measured.filter((m) => holds(m) && m.heldId === null);
  const lost = measured.flatMap((m) =>
    m.heldId !== null && !holds(m) && m.progress !== UNDECIDED ? [m.heldId] : [],
  );
  const byId = new Map(badges.map((b) => [b.id, b]));
  if (earned.length > 0) await award(tx, gameId, earned, byId);
  if (lost.length > 0) await takeBack(tx, gameId, lost, byId);
}

/** The game's badges that have a rule, read now (manual ones are only ever awarded by hand). */
export async function ruledBadges(db: Executor, gameId: string): Promise<RuledBadge[]> {
  return (await readBadges(db, gameId)).badges;
}

/** The notice's params: the web names the badge by its custom name, else the catalogue's by kind. */
export const noticeOf = (gameId: string, b: { id: string; kind: string; name: string | null }) => ({
  gameId,
  badgeId: b.id,
  kind: b.kind,
  name: b.name ?? '',
});

async function award(
  tx: Executor,
  gameId: string,
  earned: { badgeId: string; userId: string }[],
  byId: Map<string, RuledBadge>,
) {
  const rows = earned.map((e) => ({
    id: uuidv7(),
    company_id: byId.get(e.badgeId)?.companyId,
    game_badge_id: e.badgeId,
    user_id: e.userId,
  }));
  // New, or earned again after being taken back; a row already held is left as it is, so a
  // racing event that awarded it first wins and nobody is told twice.
  const won = await executeRows<{ game_badge_id: string; user_id: string }>(
    tx,
    sql`insert into ${playerBadges} as pb (id, company_id, game_id, user_id, game_badge_id)
      select r.id, r.company_id, ${gameId}::uuid, r.user_id, r.game_badge_id
      from ${jsonRecordset(rows, { id: 'uuid', company_id: 'uuid', game_badge_id: 'uuid', user_id: 'uuid' })}
      on conflict (game_badge_id, user_id) do update set awarded_at = now(), revoked_at = null
        where pb.revoked_at is not null and pb.awarded_by is null
      returning pb.game_badge_id, pb.user_id`,
  );
  await notifyAll(tx, gameId, won, 'badgeEarned', byId);
  const companyId = byId.get(earned[0]?.badgeId ?? '')?.companyId;
  if (companyId)
    await emitWebhook(
      tx,
      companyId,
      'badge.awarded',
      won.map((w) => ({ badgeId: w.game_badge_id, gameId, userId: w.user_id })),
    );
  await emitChatPost(
    tx,
    gameId,
    won.map((w) => ({ event: 'badge.earned' as const, badgeId: w.game_badge_id, userId: w.user_id })),
  );
}

async function takeBack(tx: Executor, gameId: string, ids: string[], byId: Map<string, RuledBadge>) {
  const lost = await tx
    .update(playerBadges)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(playerBadges.id, ids), isNull(playerBadges.revokedAt)))
    .returning({ game_badge_id: playerBadges.gameBadgeId, user_id: playerBadges.userId });
  await notifyAll(tx, gameId, lost, 'badgeRevoked', byId);
}

function notifyAll(
  tx: Executor,
  gameId: string,
  rows: { game_badge_id: string; user_id: string }[],
  type: 'badgeEarned' | 'badgeRevoked',
  byId: Map<string, RuledBadge>,
) {
  const notices = rows.flatMap((r) => {
    const b = byId.get(r.game_badge_id);
    return b ? [{ companyId: b.companyId, userId: r.user_id, type, params: noticeOf(gameId, b) }] : [];
  });
  return tellBadges(tx, notices);
}
