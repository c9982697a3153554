import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  behaviourLogs,
  games,
  pushSubscriptions,
  reminderQuietHours,
  reminderSends,
  reminderSettings,
  teamMembers,
  users,
} from '../../db/schema/index.ts';
import type { Mailer, MailRequest } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { isTrialCapError } from '../../mail/trial-cap.ts';
import { gamePhaseSql } from '../games/reads.ts';
import { notify } from '../notifications/service.ts';
import { pushToUsers } from '../push/service.ts';
import { type LocalNow, localNow, reminderDue } from './clock.ts';

/** Where a reminder leads: the player's home, with the game's checklist. */
const PLAYER_HOME = '/';
/** Due reminders claimed and written per transaction. */
const CHUNK = 1_000;

type Candidate = Awaited<ReturnType<typeof listCandidates>>[number];
type Due = Candidate & { day: string };
export type PlanDeps = { mailer: Mailer; appUrl: string; log?: Logger };

/** Every player of every running game whose organiser left reminders on, with their choice. */
function listCandidates(db: Executor, now: Date) {
  return (
    db
      .select({
        companyId: games.companyId,
        gameId: games.id,
        gameName: games.name,
        gameZone: games.timezone,
        startDate: games.startDate,
        endDate: games.endDate,
        rules: games.rules,
        userId: users.id,
        email: users.email,
        name: users.fullName,
        language: users.language,
        userZone: users.timezone,
        enabled: reminderSettings.enabled,
        time: reminderSettings.time,
        weekdays: reminderSettings.weekdays,
        inApp: reminderSettings.inApp,
        push: reminderSettings.push,
        mail: reminderSettings.email,
        quietFrom: reminderQuietHours.quietFrom,
        quietTo: reminderQuietHours.quietTo,
      })
      .from(games)
      .innerJoin(teamMembers, eq(teamMembers.gameId, games.id))
      .innerJoin(users, and(eq(users.id, teamMembers.userId), eq(users.status, 'active')))
      .leftJoin(
        reminderSettings,
        and(eq(reminderSettings.gameId, games.id), eq(reminderSettings.userId, users.id)),
      )
      .leftJoin(reminderQuietHours, eq(reminderQuietHours.userId, users.id))
      .where(
        and(
          sql`${gamePhaseSql(sql`${now.toISOString()}::timestamptz`)} = 'running'`,
          sql`coalesce((${games.rules} ->> 'remindersOn')::boolean, true)`,
          sql`coalesce(${reminderSettings.enabled}, true)`,
        ),
      )
      // One order in every process: two planners claiming the same rows lock them in the same order.
      .orderBy(games.id, users.id)
  );
}

/** The reminders due at `now`: each candidate at their own hour and day, in their own zone. */
export function dueReminders(candidates: Candidate[], now: Date): Due[] {
  const clocks = new Map<string, LocalNow>();
  const due: Due[] = [];
  for (const c of candidates) {
    const zone = c.userZone ?? c.gameZone;
    let local = clocks.get(zone);
    if (!local) {
      local = localNow(zone, now);
      clocks.set(zone, local);
    }
    const rules: TGameRules = { ...DEFAULT_GAME_RULES, ...(c.rules as Partial<TGameRules>) };
    const choice = {
      time: c.time ?? rules.reminderTime,
      weekdays: c.weekdays ?? rules.streakWeekdays,
      startDate: c.startDate,
      endDate: c.endDate,
      quietFrom: c.quietFrom,
      quietTo: c.quietTo,
    };
    if (reminderDue(choice, zone, now, local)) due.push({ ...c, day: local.day });
  }
  return due;
}

const pairKey = (gameId: string, userId: string, day: string) => `${gameId}|${userId}|${day}`;

/** The (game, player, day) of `due` that were logged (any log not rejected or removed) or already reminded. */
async function settled(tx: Executor, due: Due[]) {
  const gameIds = [...new Set(due.map((d) => d.gameId))];
  const userIds = [...new Set(due.map((d) => d.userId))];
  const days = [...new Set(due.map((d) => d.day))];
  const [logged, sent] = await readAll(
    tx,
    () =>
      tx
        .selectDistinct({
          gameId: behaviourLogs.gameId,
          userId: behaviourLogs.userId,
          day: behaviourLogs.day,
        })
        .from(behaviourLogs)
        .where(
          and(
            inArray(behaviourLogs.gameId, gameIds),
            inArray(behaviourLogs.userId, userIds),
            inArray(behaviourLogs.day, days),
            isNull(behaviourLogs.removedAt),
            ne(behaviourLogs.status, 'rejected'),
          ),
        ),
    () =>
      tx
        .select({ gameId: reminderSends.gameId, userId: reminderSends.userId, day: reminderSends.day })
        .from(reminderSends)
        .where(
          and(
            inArray(reminderSends.gameId, gameIds),
            inArray(reminderSends.userId, userIds),
            inArray(reminderSends.day, days),
          ),
        ),
  );
  return new Set([...logged, ...sent].map((r) => pairKey(r.gameId, r.userId, r.day)));
}

/** Players (and their day) who already had the day's reminder mail. */
async function mailedToday(tx: Executor, due: Due[]) {
  const rows = await tx
    .select({ userId: reminderSends.userId, day: reminderSends.day })
    .from(reminderSends)
    .where(
      and(
        inArray(reminderSends.userId, [...new Set(due.map((d) => d.userId))]),
        inArray(reminderSends.day, [...new Set(due.map((d) => d.day))]),
        isNotNull(reminderSends.mailKey),
      ),
    );
  return new Set(rows.map((r) => `${r.userId}|${r.day}`));
}

async function devicesOf(tx: Executor, userIds: string[]) {
  const rows = await tx
    .select({ userId: pushSubscriptions.userId, n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .groupBy(pushSubscriptions.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** The push event of a game's reminders on a day: a device gets it once (the job key adds the device). */
const pushEventOf = (gameId: string, day: string) => `reminder:${gameId}:${day}`;

/**
 * Counts a reminder push a push service accepted on the player's claim row (the figures' push
 * "delivered": the push jobs themselves are purged after 7 days).
 */
export async function recordReminderPush(db: Executor, delivered: { event: string; userId: string }) {
  const [, gameId, day] = delivered.event.split(':');
  if (!gameId || !day) return;
  await db
    .update(reminderSends)
    .set({ pushDelivered: sql`${reminderSends.pushDelivered} + 1` })
    .where(
      and(
        eq(reminderSends.gameId, gameId),
        eq(reminderSends.userId, delivered.userId),
        eq(reminderSends.day, day),
      ),
    );
}

/** The day's reminder mail key of a player: one mail a day across their games (the outbox's unique key). */
const mailKeyOf = (userId: string, day: string) => `reminder:${userId}:${day}`;

/**
 * Sends one chunk of due reminders in one transaction: claims each (game, player, day) with the
 * unique row in `reminder_sends` (a reminder another process claimed is skipped), then writes the
 * bell notices, the push jobs and the day's mail of exactly the claimed ones.
 */
async function sendChunk(tx: Executor, deps: PlanDeps, chunk: Due[]) {
  const done = await settled(tx, chunk);
  const open = chunk.filter((d) => !done.has(pairKey(d.gameId, d.userId, d.day)));
  if (open.length === 0) return 0;
  const [mailed, devices] = await readAll(
    tx,
    () => mailedToday(tx, open),
    () => devicesOf(tx, [...new Set(open.filter((d) => d.push !== false).map((d) => d.userId))]),
  );
  const rows = open.map((d) => ({
    companyId: d.companyId,
    gameId: d.gameId,
    userId: d.userId,
    day: d.day,
    inApp: d.inApp !== false,
    pushDevices: d.push === false ? 0 : (devices.get(d.userId) ?? 0),
    mailKey: d.mail !== false && !mailed.has(`${d.userId}|${d.day}`) ? mailKeyOf(d.userId, d.day) : null,
  }));
  const claimed = await tx
    .insert(reminderSends)
    .values(rows)
    .onConflictDoNothing({ target: [reminderSends.gameId, reminderSends.userId, reminderSends.day] })
    .returning({ gameId: reminderSends.gameId, userId: reminderSends.userId, day: reminderSends.day });
  const mine = new Set(claimed.map((r) => pairKey(r.gameId, r.userId, r.day)));
  const sent = open.filter((d) => mine.has(pairKey(d.gameId, d.userId, d.day)));
  const rowOf = new Map(rows.map((r) => [pairKey(r.gameId, r.userId, r.day), r]));

  await notify(
    tx,
    sent
      .filter((d) => d.inApp !== false)
      .map((d) => ({
        companyId: d.companyId,
        userId: d.userId,
        type: 'logReminder' as const,
        params: { game: d.gameName },
        link: PLAYER_HOME,
      })),
  );
  // Push: one event per game and day, so a device gets each game's reminder once.
  const byGameDay = new Map<string, Due[]>();
  for (const d of sent) {
    if (d.push === false) continue;
    const k = pushEventOf(d.gameId, d.day);
    byGameDay.set(k, [...(byGameDay.get(k) ?? []), d]);
  }
  for (const [k, list] of byGameDay) {
    await pushToUsers(tx, {
      key: k,
      users: list.map((d) => ({ id: d.userId, language: d.language })),
      type: 'logReminder',
      params: { game: list[0]?.gameName ?? '' },
      link: PLAYER_HOME,
    });
  }
  // Mail: one per player and day, naming every game of theirs due in this chunk.
  const mails = new Map<string, { first: Due; games: string[] }>();
  for (const d of sent) {
    const key = rowOf.get(pairKey(d.gameId, d.userId, d.day))?.mailKey;
    if (!key) continue;
    const m = mails.get(key);
    if (m) m.games.push(d.gameName);
    else mails.set(key, { first: d, games: [d.gameName] });
  }
  const requests = [...mails].map(
    ([key, { first, games: names }]): MailRequest<'logReminder'> => ({
      companyId: first.companyId,
      to: first.email,
      template: 'logReminder',
      language: languageOf(first.language),
      vars: { name: first.name, games: names.join(', '), url: `${deps.appUrl}${PLAYER_HOME}` },
      dedupeKey: key,
      optOut: { userId: first.userId, category: 'reminders' },
    }),
  );
  if (requests.length > 0) {
    try {
      await deps.mailer.enqueueMany(tx, requests, { bulk: true });
    } catch (err) {
      // A trial company past its daily mail cap: the players still get the bell and the push.
      if (!isTrialCapError(err)) throw err;
      deps.log?.warn('reminder mails not written: trial mail cap');
    }
  }
  return sent.length;
}

/**
 * One planning pass (the `reminders.plan` job, every 15 s): finds the reminders due now and sends
 * them, a chunk per transaction. Safe in any number of processes at once and when run again: the
 * claim row decides who sends, and a reminder once claimed is never sent again.
 */
export async function planReminders(db: Db, deps: PlanDeps, now = new Date()) {
  const due = dueReminders(await listCandidates(db, now), now);
  let sent = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    const chunk = due.slice(i, i + CHUNK);
    sent += await db.transaction((tx) => sendChunk(tx, deps, chunk));
  }
  return { due: due.length, sent };
}
