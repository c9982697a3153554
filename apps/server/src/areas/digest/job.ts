import { dayIn } from '@rally/contracts/game-lifecycle';
import { dateTimeFormat } from '@rally/contracts/intl';
import { isoWeekday } from '@rally/contracts/streaks';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJobs, type Jobs } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { inert, languageOf, mailTexts } from '../../mail/templates.ts';
import { notify } from '../notifications/service.ts';
import { companyDigest, digestRecipients, type GameDigest } from './content.ts';

export const DIGEST_PLAN_JOB = 'digest.plan';
export const DIGEST_SEND_JOB = 'digest.send';
/** The digest goes from this hour on Monday, in the organiser's zone. */
export const DIGEST_HOUR = 8;
/** How often the planner looks for organisers whose Monday morning has come: their digest is this late at most. */
export const DIGEST_PLAN_INTERVAL_MS = 15 * 60_000;
/** Where the digest leads: the organiser's overview of their games. */
const DIGEST_LINK = '/dashboard/overview';

type DigestPayload = { userId: string; week: string };

/**
 * The date of the Monday it is in `zone` at `now` once it is DIGEST_HOUR there, else null. That
 * date names the week: one digest per organiser and Monday. A zone the runtime does not know is
 * read as UTC rather than failing every organiser's digest.
 */
export function digestWeek(zone: string, now: Date): string | null {
  try {
    const day = dayIn(zone, now);
    if (isoWeekday(day) !== 1) return null;
    const hour = Number(
      dateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    return hour >= DIGEST_HOUR ? day : null;
  } catch {
    return zone === 'UTC' ? null : digestWeek('UTC', now);
  }
}

/**
 * Queues the digest of every organiser whose Monday morning has come, one job per organiser and
 * week (key `userId:monday`): several processes planning at once, or the planner running every
 * quarter hour of that Monday, queue it once (ADR 0013). Answers how many were new.
 */
export async function planDigests(db: Db, now: Date = new Date()) {
  const due = (await digestRecipients(db)).flatMap((u) => {
    const week = digestWeek(u.zone, now);
    return week ? [{ key: `${u.id}:${week}`, payload: { userId: u.id, week } satisfies DigestPayload }] : [];
  });
  return due.length ? enqueueJobs(db, DIGEST_SEND_JOB, due) : 0;
}

/** Replaces `{{name}}` once, never inside what was put in: a game called "{{count}}" stays as typed. */
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/**
 * The digest's lines in the organiser's language. Game and player names are data: made inert here
 * (no mail client links them), escaped by the HTML rendering, and never in the subject.
 */
export function digestSummary(language: string, digests: GameDigest[]) {
  const w = mailTexts(languageOf(language)).weeklyDigest;
  return digests
    .map((g) =>
      [
        fill(w.game, { game: inert(g.game) }),
        fill(w.participation, { logged: g.logged, players: g.players }),
        g.movers.length
          ? fill(w.movers, { movers: g.movers.map((m) => `${inert(m.name)} +${m.points}`).join(', ') })
          : w.noMovers,
        fill(w.pending, { count: g.pending }),
        fill(w.atRisk, { count: g.atRisk.length }) +
          (g.atRisk.length ? `: ${g.atRisk.map((p) => inert(p.name)).join(', ')}` : ''),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * Writes one organiser's digest (mail and in-app notice) in one transaction. The mail's dedupe key
 * repeats the job's: a job run again after a crash mails nobody twice. Nothing is sent when the
 * company has no running game, or the user no longer organises.
 */
export async function sendDigest(
  tx: Executor,
  deps: { mailer: Mailer; appUrl: string },
  payload: DigestPayload,
  now: Date = new Date(),
) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, payload.userId), eq(users.role, 'company_admin'), eq(users.status, 'active')));
  if (!user) return false;
  const digests = await companyDigest(tx, user.companyId, now);
  if (digests.length === 0) return false;
  const language = languageOf(user.language);
  await deps.mailer.enqueue(tx, {
    companyId: user.companyId,
    to: user.email,
    template: 'weeklyDigest',
    language,
    vars: {
      name: user.fullName,
      summary: digestSummary(language, digests),
      url: `${deps.appUrl}${DIGEST_LINK}`,
    },
    dedupeKey: `digest:${payload.userId}:${payload.week}`,
    optOut: { userId: user.id, category: 'digest' },
  });
  await notify(tx, {
    companyId: user.companyId,
    userId: user.id,
    type: 'weeklyDigest',
    params: {
      games: digests.length,
      pending: digests.reduce((n, g) => n + g.pending, 0),
      atRisk: digests.reduce((n, g) => n + g.atRisk.length, 0),
    },
    link: DIGEST_LINK,
  });
  return true;
}

/** The planner (every quarter hour, in one process) and the send job (in whichever claims it). */
export function scheduleDigests(deps: { jobs: Jobs; mailer: Mailer; appUrl: string }) {
  deps.jobs.define<DigestPayload>(DIGEST_SEND_JOB, async ({ payload, db }) => {
    await db.transaction((tx) => sendDigest(tx, deps, payload));
  });
  deps.jobs.every(DIGEST_PLAN_JOB, DIGEST_PLAN_INTERVAL_MS, async ({ db, log }) => {
    log.info({ queued: await planDigests(db) }, 'weekly digests planned');
  });
}
