import type { TLoginResponse } from '@rally/contracts/auth';
import { type TLanguage, TRIAL_DAYS } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { findUserByEmail, insertCompany, insertSalesLead, insertUser } from './queries.ts';
import { issueTokens, loadSessionUser } from './tokens.ts';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'auth.emailTaken', undefined, [
    { path: 'email', messageCode: 'auth.emailTaken' },
  ]);

const DAY_MS = 86_400_000;

/**
 * Register (DESIGN section 4): a company on a Basic trial, its company admin and a sales lead, the
 * welcome mail, and a signed-in session. Call it inside one transaction, with the password already
 * hashed (`hashNewPassword`): a taken e-mail then leaves nothing behind.
 */
export async function registerCompany(opts: {
  tx: Executor;
  jwt: Jwt;
  mailer: Mailer;
  appUrl: string;
  companyName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  language: TLanguage;
}): Promise<TLoginResponse> {
  const { tx, companyName, fullName, email, language } = opts;
  if (await findUserByEmail(tx, email)) throw emailTaken();

  const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * DAY_MS);
  const company = await insertCompany(tx, { name: companyName, language, plan: 'basic', trialEndsAt });
  // The check above misses a registration committed a moment ago; the unique index does not.
  const user = await insertUser(tx, {
    companyId: company.id,
    email,
    fullName,
    role: 'company_admin',
    passwordHash: opts.passwordHash,
    language,
    status: 'active',
    lastLoginAt: new Date(),
  }).catch((err: unknown) => {
    throw isUniqueViolation(err) ? emailTaken() : err;
  });
  await insertSalesLead(tx, {
    source: 'register',
    companyId: company.id,
    companyName,
    contactName: fullName,
    email,
  });

  const trialEnd = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    trialEndsAt,
  );
  await opts.mailer.enqueue(tx, {
    companyId: company.id,
    to: email,
    template: 'welcome',
    language,
    vars: { name: fullName, company: companyName, trialEnd, url: opts.appUrl },
  });

  const tokens = await issueTokens(tx, opts.jwt, user, { rememberMe: false });
  return { user: await loadSessionUser(tx, user.id), ...tokens };
}
