import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import type { TReminderSettings, TReminderSettingsUpdate, TReminderStats } from '@rally/contracts/reminders';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  games,
  mailOptOuts,
  outboxMessages,
  reminderQuietHours,
  reminderSends,
  reminderSettings,
  teamMembers,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { gamePhaseSql } from '../games/reads.ts';
import { requireGame } from '../games/service.ts';

const rulesOf = (rules: unknown): TGameRules => ({
  ...DEFAULT_GAME_RULES,
  ...(rules as Partial<TGameRules>),
});

/** The caller's games whose reminders still matter: running or not started yet. */
function playedGames(db: Executor, scope: Scope) {
  return db
    .select({ id: games.id, name: games.name, rules: games.rules })
    .from(teamMembers)
    .innerJoin(games, eq(games.id, teamMembers.gameId))
    .where(
      and(
        eq(teamMembers.userId, scope.userId),
        eq(games.companyId, scope.companyId),
        sql`${gamePhaseSql()} in ('running', 'scheduled')`,
      ),
    )
    .orderBy(games.name, games.id);
}

/** `GET /reminders`: the caller's quiet hours and reminder choice in each of their games. */
export async function getReminderSettings(opts: { db: Executor; scope: Scope }): Promise<TReminderSettings> {
  const { db, scope } = opts;
  const [played, chosen, [quiet], [stopped]] = await readAll(
    db,
    () => playedGames(db, scope),
    () => db.select().from(reminderSettings).where(eq(reminderSettings.userId, scope.userId)),
    () => db.select().from(reminderQuietHours).where(eq(reminderQuietHours.userId, scope.userId)),
    () =>
      db
        .select({ id: mailOptOuts.userId })
        .from(mailOptOuts)
        .where(and(eq(mailOptOuts.userId, scope.userId), eq(mailOptOuts.category, REMINDER_MAIL))),
  );
  const byGame = new Map(chosen.map((c) => [c.gameId, c]));
  return {
    quietFrom: quiet?.quietFrom ?? null,
    quietTo: quiet?.quietTo ?? null,
    games: played.map((g) => {
      const rules = rulesOf(g.rules);
      const c = byGame.get(g.id);
      return {
        gameId: g.id,
        gameName: g.name,
        gameOn: rules.remindersOn,
        defaultTime: rules.reminderTime,
        defaultWeekdays: [...rules.streakWeekdays],
        enabled: c?.enabled ?? true,
        time: c?.time ?? null,
        weekdays: c?.weekdays ?? null,
        inApp: c?.inApp ?? true,
        push: c?.push ?? true,
        email: c?.email ?? true,
      };
    }),
    mailStopped: stopped !== undefined,
  };
}

/** The mail category of reminders (ADR 0032): a player may stop it for every game at once. */
const REMINDER_MAIL = 'reminders';

/**
 * Whether this save lifts the player's stop of reminder mails: asked for (`mailStopped: false`),
 * or a game's e-mail turned on that was saved off (the player asks for those mails now, ADR 0031).
 */
async function resumesMail(tx: Executor, userId: string, input: TReminderSettingsUpdate) {
  if (input.mailStopped !== undefined) return !input.mailStopped;
  const turnedOn = input.games.filter((g) => g.email).map((g) => g.gameId);
  if (turnedOn.length === 0) return false;
  const [off] = await tx
    .select({ id: reminderSettings.id })
    .from(reminderSettings)
    .where(
      and(
        eq(reminderSettings.userId, userId),
        inArray(reminderSettings.gameId, turnedOn),
        eq(reminderSettings.email, false),
      ),
    )
    .limit(1);
  return off !== undefined;
}

/** `PUT /reminders`: saves the caller's quiet hours and their choice in the games named (one transaction). */
export async function updateReminderSettings(opts: {
  tx: Executor;
  scope: Scope;
  input: TReminderSettingsUpdate;
}): Promise<TReminderSettings> {
  const { tx, scope, input } = opts;
  const { userId, companyId } = scope;
  const gameIds = [...new Set(input.games.map((g) => g.gameId))];
  if (gameIds.length > 0) {
    const played = await tx
      .select({ gameId: teamMembers.gameId })
      .from(teamMembers)
      .innerJoin(games, eq(games.id, teamMembers.gameId))
      .where(
        and(
          eq(teamMembers.userId, userId),
          eq(games.companyId, companyId),
          inArray(teamMembers.gameId, gameIds),
        ),
      );
    // A game the caller does not play (or another company's) reads as not found.
    if (played.length !== gameIds.length) throw notFound('games.notFound');
  }
  if (input.mailStopped === true)
    await tx.insert(mailOptOuts).values({ companyId, userId, category: REMINDER_MAIL }).onConflictDoNothing();
  else if (await resumesMail(tx, userId, input))
    await tx
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.category, REMINDER_MAIL)));
  if (input.quietFrom !== null && input.quietTo !== null) {
    await tx
      .insert(reminderQuietHours)
      .values({ companyId, userId, quietFrom: input.quietFrom, quietTo: input.quietTo })
      .onConflictDoUpdate({
        target: reminderQuietHours.userId,
        set: { quietFrom: input.quietFrom, quietTo: input.quietTo, updatedAt: new Date() },
      });
  } else {
    await tx.delete(reminderQuietHours).where(eq(reminderQuietHours.userId, userId));
  }
  for (const g of input.games) {
    const values = {
      enabled: g.enabled,
      time: g.time,
      weekdays: g.weekdays === null ? null : [...g.weekdays].sort(),
      inApp: g.inApp,
      push: g.push,
      email: g.email,
    };
    await tx
      .insert(reminderSettings)
      .values({ companyId, userId, gameId: g.gameId, ...values })
      .onConflictDoUpdate({
        target: [reminderSettings.userId, reminderSettings.gameId],
        set: { ...values, updatedAt: new Date() },
      });
  }
  return getReminderSettings({ db: tx, scope });
}

const count = sql<number>`count(*)::int`;

/**
 * `GET /game/{id}/reminders`: what the game's reminders did, per channel, and who turned them off.
 * Push "delivered" counts the pushes a push service accepted (kept on the claim rows, for the
 * whole game: the push jobs themselves are purged after 7 days); mail
 * "delivered" the reminder mails the mail server took; the bell's notices are delivered when written.
 */
export async function getReminderStats(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
}): Promise<TReminderStats> {
  const { db, scope } = opts;
  const game = await requireGame(db, scope, opts.gameId);
  const gameId = game.id;
  const [[players], [opted], [sends], [mailDone]] = await readAll(
    db,
    () => db.select({ n: count }).from(teamMembers).where(eq(teamMembers.gameId, gameId)),
    () =>
      db
        .select({
          all: sql<number>`(count(*) filter (where not ${reminderSettings.enabled}))::int`,
          inApp: sql<number>`(count(*) filter (where not ${reminderSettings.inApp}))::int`,
          push: sql<number>`(count(*) filter (where not ${reminderSettings.push}))::int`,
          email: sql<number>`(count(*) filter (where not ${reminderSettings.email}))::int`,
        })
        .from(reminderSettings)
        .innerJoin(
          teamMembers,
          and(
            eq(teamMembers.gameId, reminderSettings.gameId),
            eq(teamMembers.userId, reminderSettings.userId),
          ),
        )
        .where(eq(reminderSettings.gameId, gameId)),
    () =>
      db
        .select({
          reminded: count,
          inApp: sql<number>`(count(*) filter (where ${reminderSends.inApp}))::int`,
          push: sql<number>`coalesce(sum(${reminderSends.pushDevices}), 0)::int`,
          pushDelivered: sql<number>`coalesce(sum(${reminderSends.pushDelivered}), 0)::int`,
          email: sql<number>`(count(*) filter (where ${reminderSends.mailKey} is not null))::int`,
        })
        .from(reminderSends)
        .where(eq(reminderSends.gameId, gameId)),
    () =>
      db
        .select({ n: count })
        .from(outboxMessages)
        .innerJoin(reminderSends, eq(reminderSends.mailKey, outboxMessages.dedupeKey))
        .where(
          and(
            eq(reminderSends.gameId, gameId),
            isNotNull(reminderSends.mailKey),
            eq(outboxMessages.status, 'sent'),
          ),
        ),
  );
  return {
    gameId,
    gameOn: rulesOf(game.rules).remindersOn,
    players: players?.n ?? 0,
    optedOut: opted?.all ?? 0,
    reminded: sends?.reminded ?? 0,
    channels: {
      inApp: { sent: sends?.inApp ?? 0, delivered: sends?.inApp ?? 0, optedOut: opted?.inApp ?? 0 },
      push: { sent: sends?.push ?? 0, delivered: sends?.pushDelivered ?? 0, optedOut: opted?.push ?? 0 },
      email: { sent: sends?.email ?? 0, delivered: mailDone?.n ?? 0, optedOut: opted?.email ?? 0 },
    },
  };
}
