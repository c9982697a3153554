import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { dbNowPlus } from '../db/clock.ts';
import { companies, outboxFanouts, outboxMessages, salesLeads, uploadJobs } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { lockForTransaction } from '../lib/locks.ts';
import type { MailTemplate } from './templates.ts';

/**
 * Mails a self-registered company on its trial may send to others in 24 hours (decision 0011):
 * enough to invite and start a trial office of a few hundred, too few to be worth abusing.
 * Companies a platform admin set up are not capped: a person vetted them. A company started by the
 * public onboarding (decision 0022) is self-registered too.
 */
export const TRIAL_MAILS_PER_DAY = 500;

/** Mails a company sends to other people; account mails to oneself (reset, codes) are never capped. */
const SENT_TO_OTHERS: MailTemplate[] = [
  'invite',
  'reminder',
  'gameStart',
  'gameStartInvite',
  'gameStartInvited',
  'roundResults',
  'roundResultsNoPoints',
  'logReminder',
];
const DAY_MS = 86_400_000;

async function isSelfRegisteredTrial(exec: Executor, companyId: string, now: Date) {
  const [row] = await exec
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(
      salesLeads,
      and(eq(salesLeads.companyId, companies.id), inArray(salesLeads.source, ['register', 'onboarding'])),
    )
    .where(and(eq(companies.id, companyId), gt(companies.trialEndsAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Invitations that committed uploads promised and the sender has not written yet (their fan-outs'
 * recipients past `done`): counted as sent, so a second upload cannot pass the cap while the first
 * one's invitations wait, and the first one's are never refused later. A chunk being written has
 * already moved `done` past itself, so it is not counted twice.
 */
async function promisedInvitations(exec: Executor, companyId: string) {
  const [row] = await exec
    .select({
      n: sql<number>`coalesce(sum(greatest(coalesce((${uploadJobs.summary}->>'created')::int, 0) - ${outboxFanouts.done}, 0)), 0)::int`,
    })
    .from(outboxFanouts)
    .innerJoin(uploadJobs, eq(uploadJobs.id, outboxFanouts.subjectId))
    .where(
      and(
        eq(outboxFanouts.companyId, companyId),
        eq(outboxFanouts.kind, 'uploadInvitations'),
        eq(outboxFanouts.status, 'pending'),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Refuses (429 `mailbox.trialDailyCap`) mails that would take a capped company past its daily
 * cap. A transaction lock per company makes concurrent senders count one after another, so the
 * cap holds under concurrency (the lock is taken only for capped companies).
 */
export async function checkTrialCap(
  exec: Executor,
  mails: { companyId: string; template: MailTemplate }[],
): Promise<void> {
  const perCompany = new Map<string, number>();
  for (const m of mails) {
    if (SENT_TO_OTHERS.includes(m.template))
      perCompany.set(m.companyId, (perCompany.get(m.companyId) ?? 0) + 1);
  }
  const now = new Date();
  for (const [companyId, adding] of perCompany) {
    if (!(await isSelfRegisteredTrial(exec, companyId, now))) continue;
    await lockForTransaction(exec, `trial-mail-cap:${companyId}`);
    const [row] = await exec
      .select({ n: count() })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.companyId, companyId),
          inArray(outboxMessages.template, SENT_TO_OTHERS),
          gt(outboxMessages.createdAt, dbNowPlus(-DAY_MS)),
        ),
      );
    if (Number(row?.n ?? 0) + (await promisedInvitations(exec, companyId)) + adding > TRIAL_MAILS_PER_DAY) {
      throw new AppError('RATE_LIMITED', 'mailbox.trialDailyCap', { max: TRIAL_MAILS_PER_DAY });
    }
  }
}

/** Whether an error is the cap's refusal (callers that report it their own way, like uploads). */
export const isTrialCapError = (err: unknown) =>
  err instanceof AppError && err.messageCode === 'mailbox.trialDailyCap';
