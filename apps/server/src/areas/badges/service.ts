import {
  BADGE_HOLDERS_MAX,
  BADGE_KINDS,
  BADGE_RULES,
  type TAwardBadge,
  type TBadgeRule,
  type TCreateGameBadge,
  type TGameBadge,
  type TPlayerBadge,
  type TUpdateGameBadge,
} from '@rally/contracts/badges';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { gameBadges, playerBadges } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { isOrganiser, isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { emitChatPost } from '../chat-posts/events.ts';
import { assertGameEditable, LOCK_GAME, requireGame } from '../games/service.ts';
import { emitWebhook } from '../webhooks/events.ts';
import { followBadges, noticeOf } from './evaluate.ts';
import { tellBadges } from './notice.ts';
import {
  badgeHolders,
  findGameBadge,
  type GameBadgeRow,
  isPlayerOfGame,
  listGameBadges,
  playerBadgeRows,
  playersOfGame,
  subjectOf,
} from './queries.ts';
import { holds, measureBadges } from './rules.ts';

/** `GET /badges/catalogue`: every rule an organiser can pick, with the JSON schema of its parameters. */
export function badgeCatalogue() {
  return { data: BADGE_KINDS.map((kind) => ({ kind, params: z.toJSONSchema(BADGE_RULES[kind]) })) };
}

const toGameBadge = (b: GameBadgeRow, subject: string | null, holders: number): TGameBadge => ({
  id: b.id,
  rule: { kind: b.kind, params: b.params } as TBadgeRule,
  name: b.name,
  description: b.description,
  icon: b.icon,
  subject,
  holders,
});

const subjectName = async (db: Executor, b: GameBadgeRow) =>
  (await subjectOf(db, b.gameId, b.kind, b.params)).name ?? null;

/** `GET /game/{id}/badges`: the game's badges, with how many players hold each. */
export async function listBadges(opts: { db: Executor; scope: Scope; gameId: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const rows = await listGameBadges(opts.db, game.id);
  const data = [];
  for (const r of rows) data.push(toGameBadge(r.badge, await subjectName(opts.db, r.badge), r.holders));
  return { data };
}

/**
 * `POST /game/{id}/badges`: a badge of a rule with its parameters (checked by the kind's schema;
 * what they name must be this game's, else 400 naming the field). Players for whom the rule holds
 * already earn it now.
 */
export async function createBadge(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: TCreateGameBadge;
}) {
  const game = await requireGame(opts.tx, opts.scope, opts.gameId, LOCK_GAME);
  assertGameEditable(game, 'content');
  const { rule, name, description, icon } = opts.input;
  const params = rule.params as Record<string, unknown>;
  const subject = await subjectOf(opts.tx, game.id, rule.kind, params);
  if (subject.name === undefined) throw invalid(`rule.params.${subject.field}`, 'badges.notInGame');
  const [row] = await opts.tx
    .insert(gameBadges)
    .values({
      companyId: game.companyId,
      gameId: game.id,
      kind: rule.kind,
      params,
      name: name ?? null,
      description: description ?? null,
      icon: icon ?? null,
    })
    .returning();
  if (!row) throw new Error('badge not created');
  await followBadges(opts.tx, game.id, await playersOfGame(opts.tx, game.id));
  const [holders] = await opts.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(playerBadges)
    .where(eq(playerBadges.gameBadgeId, row.id));
  return toGameBadge(row, subject.name, holders?.n ?? 0);
}

/** A badge of a game the caller sees (another company's is 404), with its game. */
async function badgeInScope(db: Executor, scope: Scope, id: string, lock = false) {
  const badge = await findGameBadge(db, isPlatformAdmin(scope) ? null : scope.companyId, id);
  if (!badge) throw notFound('badges.notFound');
  const game = await requireGame(db, scope, badge.gameId, lock ? LOCK_GAME : {});
  return { badge, game };
}

/** `PUT /badges/{id}`: its name, description and icon; the rule stays (another rule is another badge). */
export async function updateBadge(opts: { tx: Executor; scope: Scope; id: string; input: TUpdateGameBadge }) {
  const { badge, game } = await badgeInScope(opts.tx, opts.scope, opts.id, true);
  assertGameEditable(game, 'content');
  const { name, description, icon } = opts.input;
  const [row] = await opts.tx
    .update(gameBadges)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(icon !== undefined ? { icon } : {}),
    })
    .where(eq(gameBadges.id, badge.id))
    .returning();
  const holders = (await listGameBadges(opts.tx, game.id)).find((r) => r.badge.id === badge.id)?.holders ?? 0;
  return toGameBadge(row ?? badge, await subjectName(opts.tx, badge), holders);
}

/** `DELETE /badges/{id}`: the badge goes, with every player's award of it. */
export async function deleteBadge(opts: { tx: Executor; scope: Scope; id: string }) {
  const { badge, game } = await badgeInScope(opts.tx, opts.scope, opts.id, true);
  assertGameEditable(game, 'content');
  await opts.tx.delete(gameBadges).where(eq(gameBadges.id, badge.id));
}

/**
 * `GET /game/{id}/badges/players/{userId}`: a player's badges, earned first (latest first), then
 * the others with their progress (closest first). A player sees only their own; organisers anyone's.
 */
export async function playerBadgeList(opts: { db: Executor; scope: Scope; gameId: string; userId: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  if (opts.userId !== opts.scope.userId && !isOrganiser(opts.scope)) throw notFound('users.notFound');
  if (!(await isPlayerOfGame(opts.db, game.id, opts.userId))) throw notFound('users.notFound');
  const badges = await listGameBadges(opts.db, game.id);
  const measured = await measureBadges(
    opts.db,
    game.id,
    badges.map((r) => r.badge),
    [opts.userId],
  );
  const stored = new Map(
    (await playerBadgeRows(opts.db, game.id, opts.userId)).map((p) => [p.gameBadgeId, p]),
  );
  const data: TPlayerBadge[] = [];
  for (const { badge } of badges) {
    const held = stored.get(badge.id);
    const earned = held && held.revokedAt === null ? held : null;
    const m = measured.find((x) => x.badgeId === badge.id) ?? {
      progress: 0,
      goal: badge.kind === 'manual' ? 0 : 1,
    };
    const { holders: _, ...shown } = toGameBadge(badge, await subjectName(opts.db, badge), 0);
    data.push({
      badge: shown,
      earnedAt: earned ? earned.awardedAt.toISOString() : null,
      reason: earned?.reason ?? null,
      progress: earned && holds(m) ? m.goal : Math.max(m.progress, 0),
      goal: m.goal,
    });
  }
  const share = (b: TPlayerBadge) => (b.goal > 0 ? b.progress / b.goal : 0);
  data.sort((a, b) =>
    a.earnedAt && b.earnedAt
      ? b.earnedAt.localeCompare(a.earnedAt)
      : a.earnedAt
        ? -1
        : b.earnedAt
          ? 1
          : share(b) - share(a),
  );
  return { data };
}

/** `GET /badges/{id}/awards`: who holds the badge (organisers only, by the route's access: it names every holder). */
export async function listHolders(opts: { db: Executor; scope: Scope; id: string }) {
  const { badge } = await badgeInScope(opts.db, opts.scope, opts.id);
  const { rows, total } = await badgeHolders(opts.db, badge.id, BADGE_HOLDERS_MAX);
  return { data: rows.map((r) => ({ ...r, awardedAt: r.awardedAt.toISOString() })), total };
}

/** A manual badge of the caller's scope and a player of its game; anything else is refused. */
async function manualAward(tx: Executor, scope: Scope, id: string, userId: string) {
  const { badge, game } = await badgeInScope(tx, scope, id, true);
  assertGameEditable(game, 'content');
  if (badge.kind !== 'manual') throw conflict('badges.notManual');
  if (!(await isPlayerOfGame(tx, game.id, userId, true))) throw invalid('userId', 'badges.playerNotInGame');
  return badge;
}

/** `POST /badges/{id}/awards`: an organiser gives a manual badge to a player, with a reason; the player is told. */
export async function awardBadge(opts: { tx: Executor; scope: Scope; id: string; input: TAwardBadge }) {
  const badge = await manualAward(opts.tx, opts.scope, opts.id, opts.input.userId);
  const won = await opts.tx
    .insert(playerBadges)
    .values({
      id: uuidv7(),
      companyId: badge.companyId,
      gameId: badge.gameId,
      userId: opts.input.userId,
      gameBadgeId: badge.id,
      awardedBy: opts.scope.userId,
      reason: opts.input.reason,
    })
    .onConflictDoUpdate({
      target: [playerBadges.gameBadgeId, playerBadges.userId],
      set: {
        awardedAt: sql`now()`,
        revokedAt: null,
        awardedBy: opts.scope.userId,
        reason: opts.input.reason,
      },
      setWhere: sql`${playerBadges.revokedAt} is not null`,
    })
    .returning({ id: playerBadges.id });
  if (won.length === 0) throw conflict('badges.alreadyHeld');
  await emitWebhook(opts.tx, badge.companyId, 'badge.awarded', {
    badgeId: badge.id,
    gameId: badge.gameId,
    userId: opts.input.userId,
  });
  await emitChatPost(opts.tx, badge.gameId, {
    event: 'badge.earned',
    badgeId: badge.id,
    userId: opts.input.userId,
  });
  await tellBadges(opts.tx, [
    {
      companyId: badge.companyId,
      userId: opts.input.userId,
      type: 'badgeEarned',
      params: { ...noticeOf(badge.gameId, badge), reason: opts.input.reason },
    },
  ]);
  return { awarded: true };
}

/**
 * `DELETE /badges/{id}/awards/{userId}`: an organiser takes back a manual badge; the player is told
 * in its own words (`badgeTakenBack`): nothing of theirs was rejected.
 */
export async function takeBackAward(opts: { tx: Executor; scope: Scope; id: string; userId: string }) {
  const badge = await manualAward(opts.tx, opts.scope, opts.id, opts.userId);
  const lost = await opts.tx
    .update(playerBadges)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(playerBadges.gameBadgeId, badge.id),
        eq(playerBadges.userId, opts.userId),
        isNull(playerBadges.revokedAt),
      ),
    )
    .returning({ id: playerBadges.id });
  if (lost.length === 0) throw notFound('badges.notFound');
  await tellBadges(opts.tx, [
    {
      companyId: badge.companyId,
      userId: opts.userId,
      type: 'badgeTakenBack',
      params: noticeOf(badge.gameId, badge),
    },
  ]);
}
