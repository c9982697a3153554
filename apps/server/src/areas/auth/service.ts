import type { TRole } from '@rally/contracts/abilities';
import type { TLoginResponse, TTokenPair } from '@rally/contracts/auth';
import { REFRESH_REUSE_GRACE_SECONDS } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { burnVerifyTime, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import { writeHook } from '../../lib/write-hook.ts';
import { forgetPushDevices } from '../push/service.ts';
import { ACCOUNT_WINDOW_MS, accountKey, failureKey, signInDelayMs } from './limits.ts';
import {
  claimRefreshToken,
  deleteSignInFailures,
  deleteSignInFailuresBefore,
  findLastSpentTokenId,
  findRefreshToken,
  findSessionOwner,
  findSignInFailures,
  findUserByEmail,
  findUserEmail,
  insertSignInFailure,
  isTokenFamilyRevoked,
  revokeTokenFamily,
  revokeUserTokens,
  setSessionsValidAfter,
  touchLastLogin,
} from './queries.ts';
import { spendOutstandingLinks } from './recovery-queries.ts';
import { issueTokens, loadSessionUser, signAccessToken, successorOf } from './tokens.ts';

/**
 * Checks an area above adds to password sign-in, run once the password is proved right and before
 * the session opens; a step refuses by throwing. Single sign-on adds "this company requires its
 * provider" (decision 0035; areas/index.ts), so auth imports none of the areas above it.
 */
export const passwordSignInChecks = writeHook<[user: { id: string; companyId: string }]>();

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
const invalidRefreshToken = () => new AppError('INVALID_REFRESH_TOKEN', 'auth.invalidRefreshToken');

/**
 * Sign-in. Unknown e-mails, wrong passwords, disabled and not-yet-activated accounts get the same
 * answer after the same argon2 work. Failures are counted per e-mail (known or not) and address:
 * past the free ones, that address waits longer after each (even the right password is refused
 * while it waits, so a wait never tells a guess was right); other addresses are not affected.
 * Runs outside a transaction: a refused sign-in must still leave its failure row.
 */
export async function signInUser(opts: {
  db: Executor;
  jwt: Jwt;
  email: string;
  password: string;
  rememberMe: boolean;
  address: string;
}): Promise<TLoginResponse> {
  const { db, email, password } = opts;
  const key = failureKey(email, opts.address);
  const windowStart = new Date(Date.now() - ACCOUNT_WINDOW_MS);
  const failures = await findSignInFailures(db, key, windowStart);
  if (failures.last && Date.now() < failures.last.getTime() + signInDelayMs(failures.count)) {
    throw new AppError('RATE_LIMITED', 'auth.tooManyFailedSignIns');
  }
  const user = await findUserByEmail(db, email);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await burnVerifyTime(password).then(() => false);
  if (!user || !passwordMatches || user.status !== 'active') {
    await insertSignInFailure(db, key);
    await deleteSignInFailuresBefore(db, windowStart);
    throw invalidCredentials();
  }
  if (failures.count > 0) await deleteSignInFailures(db, { exact: key });
  await passwordSignInChecks.run(db, user);
  const session = await openSession(db, opts.jwt, user, { rememberMe: opts.rememberMe });
  if (!session) throw invalidCredentials();
  return session;
}

type SessionOwner = { id: string; companyId: string; role: TRole; status: string };

/**
 * The one place a session starts: sign-in, and the flows that end signed in (a password set by
 * link or code, an address confirmed), once they have proved who the user is. Only an active
 * account gets one (undefined otherwise): a new refresh-token family, an access token of it, the
 * last sign-in recorded, and the session user with their abilities, as `POST /auth/gettoken` answers.
 */
export async function openSession(
  db: Executor,
  jwt: Jwt,
  user: SessionOwner,
  session: { rememberMe: boolean },
): Promise<TLoginResponse | undefined> {
  if (user.status !== 'active') return undefined;
  await touchLastLogin(db, user.id);
  const tokens = await issueTokens(db, jwt, user, { rememberMe: session.rememberMe });
  return { user: await loadSessionUser(db, user.id), ...tokens };
}

/**
 * The session a completed flow ends with, read after its writes (in the same transaction), so the
 * status it checks is the one the flow left: undefined for a user who is not active. Not
 * remembered: whoever wants 30 days ticks the box at the next sign-in.
 */
export async function sessionAfterFlow(db: Executor, jwt: Jwt, userId: string) {
  const user = await findSessionOwner(db, userId);
  return user ? openSession(db, jwt, user, { rememberMe: false }) : undefined;
}

/**
 * Rotates a refresh token. A spent token revokes its whole family (someone replayed it), except the
 * family's most recently spent token within the grace seconds: two tabs refreshing at once, both
 * answered with the same successor. Outside a transaction, each step one atomic statement: a
 * revocation must outlive the 401 it causes.
 */
export async function refreshSession(opts: {
  db: Executor;
  jwt: Jwt;
  refreshToken: string;
}): Promise<TTokenPair> {
  const { db, jwt } = opts;
  const token = await findRefreshToken(db, sha256(opts.refreshToken));
  if (!token) throw invalidRefreshToken();
  const now = new Date();
  if (
    token.expiresAt <= now ||
    token.status !== 'active' ||
    (await isTokenFamilyRevoked(db, token.familyId))
  ) {
    throw invalidRefreshToken();
  }
  const user = { id: token.userId, companyId: token.companyId, role: token.role };
  const session = { rememberMe: token.rememberMe, familyId: token.familyId };
  if (token.usedAt) {
    const withinGrace = now.getTime() - token.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (withinGrace && (await findLastSpentTokenId(db, token.familyId)) === token.id) {
      // The second tab gets the pair the first one got (a fresh access token for the same
      // session): a replay never mints a new refresh token, however often it comes.
      const accessToken = await signAccessToken(jwt, user, token.familyId);
      return { accessToken, refreshToken: successorOf(jwt, opts.refreshToken) };
    }
    await revokeTokenFamily(db, token.familyId, now);
    throw invalidRefreshToken();
  }
  // Lost a race with a concurrent rotation of the same token: decide again, now as a reuse.
  if (!(await claimRefreshToken(db, token.id, now))) return refreshSession(opts);
  return issueTokens(db, jwt, user, { ...session, predecessor: opts.refreshToken });
}

/**
 * Ends every session of the user: refresh tokens revoked, and access tokens issued until now
 * refused by the access plugin. For sign-out everywhere, password resets and changes, disabling.
 */
export async function endAllSessions(exec: Executor, userId: string) {
  const now = new Date();
  await setSessionsValidAfter(exec, userId, now);
  await revokeUserTokens(exec, userId, now);
}

/**
 * A password change, reset or disable: ends every session and spends every outstanding reset or
 * invitation link and one-time code, so nothing issued before it still opens the account.
 */
export async function endCredentials(exec: Executor, userId: string) {
  await endAllSessions(exec, userId);
  await spendOutstandingLinks(exec, userId, new Date());
  // The owner proved themselves (or an admin acted): every address's sign-in delay is lifted.
  const email = await findUserEmail(exec, userId);
  if (email) await deleteSignInFailures(exec, { prefix: accountKey(email) });
}

/**
 * Sign-out: ends the session the refresh token belongs to (if it is the caller's), or all of them.
 * Access tokens name their session (`fid`), and the access plugin refuses those of an ended one:
 * the access token of the session signed out stops working at once, not when it expires.
 */
export async function signOutUser(opts: {
  tx: Executor;
  userId: string;
  refreshToken?: string | undefined;
  everywhere: boolean;
}) {
  if (opts.everywhere) {
    await endAllSessions(opts.tx, opts.userId);
    // Signed out on every device, so none of them is sent the user's notices any more.
    return forgetPushDevices(opts.tx, opts.userId);
  }
  if (!opts.refreshToken) return;
  const token = await findRefreshToken(opts.tx, sha256(opts.refreshToken));
  if (token?.userId === opts.userId) await revokeTokenFamily(opts.tx, token.familyId, new Date());
}

/**
 * Refuses common passwords (length is the schema's job) and hashes the rest. Routes call it before
 * opening their transaction, so no database connection waits on argon2.
 */
export async function hashNewPassword(password: string) {
  if (isCommonPassword(password)) {
    throw invalid('password', 'validation.commonPassword');
  }
  return hashPassword(password);
}
