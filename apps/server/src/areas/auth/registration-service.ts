import { CONFIRM_LINK_TTL_SECONDS, type TLanguage, TRIAL_DAYS } from '@rally/contracts/constants';
import { type TMessage, toMessage } from '@rally/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { findUserByEmail, insertCompany, insertSalesLead, insertUser } from './queries.ts';
import { activateRegisteredUser, claimConfirmLink, insertPasswordLink } from './recovery-queries.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Register's one answer, whether or not the e-mail already has an account (DESIGN section 4). */
export const checkYourMail = (email: string): TMessage => toMessage('auth.registerCheckMail', { email });

/**
 * Register (DESIGN section 4): a company on a Basic trial, its company admin (not active until the
 * address is confirmed, so nothing can be sent from the company before) and a sales lead, and a
 * mail with the confirmation link. A taken address creates nothing: its owner gets a mail saying so
 * that offers sign-in (and, through it, a reset), at most one an hour. Call it inside one
 * transaction, with the password already hashed (`hashNewPassword`).
 */
export async function registerCompany(opts: {
  tx: Executor;
  mailer: Mailer;
  appUrl: string;
  companyName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  language: TLanguage;
}): Promise<TMessage> {
  const { tx, companyName, fullName, email, language } = opts;
  const holder = await findUserByEmail(tx, email);
  if (holder) {
    await opts.mailer.enqueue(tx, {
      companyId: holder.companyId,
      to: holder.email,
      template: 'registerTaken',
      language: languageOf(holder.language),
      vars: { name: holder.fullName, url: `${opts.appUrl}/login` },
      // Registering again and again with someone's address must not flood their mailbox.
      dedupeKey: `register-taken:${holder.id}:${Math.floor(Date.now() / HOUR_MS)}`,
    });
    return checkYourMail(email);
  }

  const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * DAY_MS);
  const company = await insertCompany(tx, { name: companyName, language, plan: 'basic', trialEndsAt });
  // A registration committed a moment ago breaks the unique index: the route answers alike.
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
    source: 'register',
    companyId: company.id,
    companyName,
    contactName: fullName,
    email,
  });

  const token = randomToken();
  await insertPasswordLink(tx, {
    companyId: company.id,
    userId: user.id,
    tokenHash: sha256(token),
    purpose: 'confirm',
    expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_SECONDS * 1000),
  });
  const trialEnd = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    trialEndsAt,
  );
  await opts.mailer.enqueue(tx, {
    companyId: company.id,
    to: email,
    template: 'confirmEmail',
    language,
    vars: {
      name: fullName,
      company: companyName,
      trialEnd,
      url: `${opts.appUrl}/rally/confirm-email/${token}`,
    },
  });
  return checkYourMail(email);
}

/**
 * `POST /auth/confirm-email`: spends the link and activates the registered admin, which lets the
 * company sign in and send mail. A used, expired or unknown link answers 410.
 */
export async function confirmRegistration(opts: { tx: Executor; token: string }) {
  const link = await claimConfirmLink(opts.tx, sha256(opts.token), new Date());
  if (!link || !(await activateRegisteredUser(opts.tx, link.userId))) {
    throw new AppError('LINK_EXPIRED', 'auth.linkExpired');
  }
  return toMessage('auth.emailConfirmed');
}
