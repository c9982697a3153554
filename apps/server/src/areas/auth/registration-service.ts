import type { TSignedInMessage } from '@rally/contracts/auth';
import { CONFIRM_LINK_TTL_SECONDS, type TLanguage, TRIAL_DAYS } from '@rally/contracts/constants';
import { type TMessage, toMessage } from '@rally/contracts/messages';
import { DEFAULT_TIMEZONE } from '@rally/contracts/timezones';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { createPasswordLink } from './invite-link.ts';
import { findUserByEmail, insertCompany, insertSalesLead, insertUser } from './queries.ts';
import { activateRegisteredUser, claimConfirmLink } from './recovery-queries.ts';
import { sessionAfterFlow } from './service.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** What sending the account mails needs: the outbox, and the app's address for their links. */
export type Mail = { mailer: Mailer; appUrl: string };

/** Register's one answer, whether or not the e-mail already has an account (DESIGN section 4). */
export const checkYourMail = (email: string): TMessage => toMessage('auth.registerCheckMail', { email });

/** When a trial starting now ends. */
export const trialEndsFromNow = () => new Date(Date.now() + TRIAL_DAYS * DAY_MS);

/**
 * An address typed into a form that creates an account (register, onboarding, joining a game) that
 * already has one: nothing is created, and its owner gets a mail saying so that offers sign-in (and,
 * through it, a reset), at most one an hour. Answers whether the address was taken.
 */
export async function mailIfTaken(tx: Executor, mail: Mail, email: string) {
  const holder = await findUserByEmail(tx, email);
  if (!holder) return false;
  await mail.mailer.enqueue(tx, {
    companyId: holder.companyId,
    to: holder.email,
    template: 'registerTaken',
    language: languageOf(holder.language),
    vars: { name: holder.fullName, url: `${mail.appUrl}/login` },
    // Registering again and again with someone's address must not flood their mailbox.
    dedupeKey: `register-taken:${holder.id}:${Math.floor(Date.now() / HOUR_MS)}`,
  });
  return true;
}

/** A one-use link that confirms the user's address, as a token for the mail. */
export const newConfirmLink = (tx: Executor, user: { id: string; companyId: string }) =>
  createPasswordLink(tx, user, 'confirm', CONFIRM_LINK_TTL_SECONDS);

/**
 * The mail that confirms the address of a new trial company's admin, with the link (to `page`, the
 * token after it) and the trial's end.
 */
export async function mailTrialConfirmation(
  tx: Executor,
  mail: Mail,
  to: { user: { id: string; companyId: string }; email: string; fullName: string; language: TLanguage },
  trial: { companyName: string; endsAt: Date; page: string },
) {
  const token = await newConfirmLink(tx, to.user);
  await mail.mailer.enqueue(tx, {
    companyId: to.user.companyId,
    to: to.email,
    template: 'confirmEmail',
    language: to.language,
    vars: {
      name: to.fullName,
      company: trial.companyName,
      trialEnd: new Intl.DateTimeFormat(to.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        trial.endsAt,
      ),
      url: `${mail.appUrl}${trial.page}/${token}`,
    },
  });
}

/**
 * Spends a confirmation link and activates its account, which may then sign in (and its company
 * send mail); names the user. A used, expired or unknown link answers 410.
 */
export async function spendConfirmLink(tx: Executor, token: string) {
  const link = await claimConfirmLink(tx, sha256(token), new Date());
  if (!link || !(await activateRegisteredUser(tx, link.userId))) {
    throw new AppError('LINK_EXPIRED', 'auth.linkExpired');
  }
  return link;
}

/** Who starts a trial: the company and its first admin, as register and onboarding both take them. */
type TrialApplicant = {
  companyName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  language: TLanguage;
  /** The browser's zone, canonical (`ZTimezone`); UTC when the client sent none. */
  timezone?: string | undefined;
};

/**
 * What register and onboarding both start with: a company on a Basic trial ending `TRIAL_DAYS`
 * from now, its company admin (invited: not active until the address is confirmed, so nothing can
 * be sent from the company before) and the sales lead the sign-up came from. The password is
 * already hashed; a registration committed a moment ago breaks the unique e-mail index, which the
 * route answers alike.
 */
export async function startTrial(tx: Executor, opts: TrialApplicant & { source: 'register' | 'onboarding' }) {
  const { companyName, fullName, email, language } = opts;
  const trialEndsAt = trialEndsFromNow();
  const company = await insertCompany(tx, {
    name: companyName,
    language,
    timezone: opts.timezone ?? DEFAULT_TIMEZONE,
    plan: 'basic',
    stage: 'trial',
    trialEndsAt,
  });
  const user = await insertUser(tx, {
    companyId: company.id,
    email,
    fullName,
    role: 'company_admin',
    passwordHash: opts.passwordHash,
    language,
    status: 'invited',
  });
  await insertSalesLead(tx, {
    source: opts.source,
    companyId: company.id,
    companyName,
    contactName: fullName,
    email,
  });
  return { company, user, trialEndsAt };
}

/**
 * Register (DESIGN section 4): a company on a Basic trial, its company admin (not active until the
 * address is confirmed, so nothing can be sent from the company before) and a sales lead, and a
 * mail with the confirmation link. A taken address creates nothing: its owner gets a mail saying so
 * that offers sign-in (and, through it, a reset), at most one an hour. Call it inside one
 * transaction, with the password already hashed (`hashNewPassword`).
 */
export async function registerCompany(
  opts: TrialApplicant & { tx: Executor; mailer: Mailer; appUrl: string },
): Promise<TMessage> {
  const { tx, companyName, fullName, email, language } = opts;
  if (await mailIfTaken(tx, opts, email)) return checkYourMail(email);

  const { user, trialEndsAt } = await startTrial(tx, { ...opts, source: 'register' });
  await mailTrialConfirmation(
    tx,
    opts,
    { user, email, fullName, language },
    { companyName, endsAt: trialEndsAt, page: '/rally/confirm-email' },
  );
  return checkYourMail(email);
}

/**
 * `POST /auth/confirm-email`: spends the link and activates the registered admin, which lets the
 * company sign in and send mail, or the colleague who joined a game by its link (a player: no
 * trial of theirs starts, and the answer says so), and opens their session as sign-in would. A
 * used, expired or unknown link answers 410.
 */
export async function confirmRegistration(opts: {
  tx: Executor;
  jwt: Jwt;
  token: string;
}): Promise<TSignedInMessage> {
  const link = await spendConfirmLink(opts.tx, opts.token);
  const session = await sessionAfterFlow(opts.tx, opts.jwt, link.userId);
  const joined = session?.user.role === 'player';
  return { ...toMessage(joined ? 'auth.joinConfirmed' : 'auth.emailConfirmed'), ...session };
}
