import type { TSignedInMessage } from '@rally/contracts/auth';
import { OTP_LENGTH, OTP_TTL_SECONDS, RESET_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import { toMessage } from '@rally/contracts/messages';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { lockForTransaction } from '../../lib/locks.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { notifyInvitationAccepted } from '../notifications/service.ts';
import { createPasswordLink } from './invite-link.ts';
import { ACCOUNT_WINDOW_MS, MAX_RECOVERY_MAILS_PER_HOUR } from './limits.ts';
import { findUserByEmail } from './queries.ts';
import {
  claimOtpReset,
  claimPasswordLink,
  countOtpRequestsSince,
  countResetLinksSince,
  findOpenPasswordLink,
  insertOtpRequest,
  markOtpVerified,
  setUserPassword,
  spendOtpAttempt,
} from './recovery-queries.ts';
import { endCredentials, sessionAfterFlow } from './service.ts';

/** Forgot-password answers never tell whether the e-mail has an account (DESIGN section 4). */
const LINK_SENT = toMessage('auth.resetLinkSent');
const CODE_SENT = toMessage('auth.resetCodeSent');
const PASSWORD_SET = toMessage('auth.passwordSet');

const linkExpired = () => new AppError('LINK_EXPIRED', 'auth.linkExpired');
const resetExpired = () => new AppError('LINK_EXPIRED', 'auth.resetExpired');
const invalidCode = () => invalid('code', 'auth.codeInvalid');

/**
 * Salted with the request id, so equal codes never hash alike. A million codes are quick to try
 * offline; what protects a code is the attempt limit and its 10 minutes, not the hash.
 */
const hashCode = (requestId: string, code: string) => sha256(`${requestId}:${code}`);
const expiresIn = (seconds: number) => new Date(Date.now() + seconds * 1000);
const windowStart = () => new Date(Date.now() - ACCOUNT_WINDOW_MS);

/** Active and invited accounts may recover a password (for an invited one it is activation). */
async function findRecoverableUser(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  return user && user.status !== 'disabled' ? user : undefined;
}

/**
 * Whether the account may get one more recovery mail of a flow this hour. Counted under a lock per
 * account and flow held until the caller's transaction ends, so requests arriving together (from
 * any process) count one after another and the cap holds.
 */
async function underRecoveryCap(tx: Executor, flow: 'link' | 'code', userId: string) {
  await lockForTransaction(tx, `recovery-cap:${flow}:${userId}`);
  const sent =
    flow === 'link'
      ? await countResetLinksSince(tx, userId, windowStart())
      : await countOtpRequestsSince(tx, userId, windowStart());
  return sent < MAX_RECOVERY_MAILS_PER_HOUR;
}

/** `POST /user/forgotpassword`: e-mails a one-hour, single-use link to the reset screen. */
export async function sendPasswordResetLink(opts: {
  tx: Executor;
  mailer: Mailer;
  appUrl: string;
  email: string;
}) {
  const { tx } = opts;
  const user = await findRecoverableUser(tx, opts.email);
  if (user && (await underRecoveryCap(tx, 'link', user.id))) {
    const token = await createPasswordLink(tx, user, 'reset', RESET_LINK_TTL_SECONDS);
    await opts.mailer.enqueue(tx, {
      companyId: user.companyId,
      to: user.email,
      template: 'resetLink',
      language: languageOf(user.language),
      vars: { name: user.fullName, url: `${opts.appUrl}/rally/reset-password/${token}` },
    });
  }
  return LINK_SENT;
}

/**
 * Sets the password of the user a spent link or reset token named, ends every session, and opens
 * the one the user continues in (as sign-in would: only for an active account); no user (the
 * credential was not claimable), or one whose password cannot be set, is `expired`.
 */
async function setClaimedPassword(
  tx: Executor,
  jwt: Jwt,
  userId: string | undefined,
  passwordHash: string,
  expired: () => AppError,
): Promise<TSignedInMessage> {
  // Before the password is set: it notifies only while the user is still `invited`.
  if (userId) await notifyInvitationAccepted(tx, userId);
  if (!userId || !(await setUserPassword(tx, userId, passwordHash))) throw expired();
  await endCredentials(tx, userId);
  // After the old sessions ended: the new one is the only one left.
  return { ...PASSWORD_SET, ...(await sessionAfterFlow(tx, jwt, userId)) };
}

/** `GET /user/resetpassword`: whether a reset or invitation link can still be used, and for whom. */
export async function checkPasswordLink(opts: { db: Executor; token: string }) {
  const link = await findOpenPasswordLink(opts.db, sha256(opts.token), new Date());
  // The query finds only links that set a password; the check narrows the type to them.
  if (!link || link.purpose === 'confirm') throw linkExpired();
  return { email: link.email, purpose: link.purpose };
}

/** `POST /user/resetpassword`: spends the link, sets the password, ends every session. */
export async function resetPasswordByLink(opts: {
  tx: Executor;
  jwt: Jwt;
  token: string;
  passwordHash: string;
}) {
  const userId = await claimPasswordLink(opts.tx, sha256(opts.token), new Date());
  return setClaimedPassword(opts.tx, opts.jwt, userId, opts.passwordHash, linkExpired);
}

/**
 * `POST /auth/forgotpassword`: e-mails a 6-digit code. Unknown e-mails (and accounts past the mail
 * cap) get a fresh id that is never stored, so the answer looks the same.
 */
export async function sendPasswordResetCode(opts: { tx: Executor; mailer: Mailer; email: string }) {
  const { tx } = opts;
  const requestId = uuidv7();
  const user = await findRecoverableUser(tx, opts.email);
  if (user && (await underRecoveryCap(tx, 'code', user.id))) {
    const code = randomDigits(OTP_LENGTH);
    await insertOtpRequest(tx, {
      id: requestId,
      companyId: user.companyId,
      userId: user.id,
      codeHash: hashCode(requestId, code),
      expiresAt: expiresIn(OTP_TTL_SECONDS),
    });
    await opts.mailer.enqueue(tx, {
      companyId: user.companyId,
      to: user.email,
      template: 'otp',
      language: languageOf(user.language),
      vars: { name: user.fullName, code },
    });
  }
  return { ...CODE_SENT, requestId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `POST /auth/verifyotp`: a correct code, within its attempts and lifetime, once, earns a reset
 * token. Every refusal is the same answer. Outside a transaction: a spent attempt must stay spent.
 */
export async function verifyResetCode(opts: { db: Executor; requestId: string; code: string }) {
  const requestId = opts.requestId.toLowerCase();
  if (!UUID.test(requestId)) throw invalidCode();
  const now = new Date();
  const codeHash = await spendOtpAttempt(opts.db, requestId, now);
  if (!codeHash || !safeEqual(codeHash, hashCode(requestId, opts.code))) throw invalidCode();
  const resetToken = randomToken();
  if (!(await markOtpVerified(opts.db, requestId, sha256(resetToken), now))) throw invalidCode();
  return { resetToken };
}

/** `POST /auth/resetpassword`: spends the reset token within the code's 10 minutes, sets the password. */
export async function resetPasswordByCode(opts: {
  tx: Executor;
  jwt: Jwt;
  resetToken: string;
  passwordHash: string;
}) {
  // Only a code checked by `verifyResetCode` has a reset token to claim.
  const userId = await claimOtpReset(opts.tx, sha256(opts.resetToken), new Date());
  return setClaimedPassword(opts.tx, opts.jwt, userId, opts.passwordHash, resetExpired);
}
