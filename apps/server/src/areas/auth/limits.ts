import { sha256 } from '../../lib/secrets.ts';

/**
 * Per-address limits of the account routes (DESIGN section 4), one bucket per route, keyed by the
 * caller's address. Generous enough for a browser test suite signing in ~40 times from one address
 * in a few minutes; tight enough to make guessing passwords, codes or e-mails impractical.
 */
export const RATE_LIMITS = {
  // Only failed sign-ins count: an office signing in at 9:00 from one address is never held back.
  signIn: { max: 60, timeWindow: '5 minutes', onlyFailures: true },
  register: { max: 20, timeWindow: '10 minutes' },
  forgotPassword: { max: 20, timeWindow: '10 minutes' },
  verifyOtp: { max: 20, timeWindow: '10 minutes' },
  resetPassword: { max: 20, timeWindow: '10 minutes' },
  // Setting a password with an e-mailed link: how invitations are accepted. An office behind one
  // address accepting a morning's invitations must not wait (20 held the 21st colleague for minutes);
  // the link's token is signed, so more tries guess nothing.
  setPasswordByLink: { max: 120, timeWindow: '10 minutes' },
  confirmEmail: { max: 20, timeWindow: '10 minutes' },
  // Starting and finishing a sign-in through a company's provider (decision 0035).
  ssoStart: { max: 60, timeWindow: '5 minutes' },
} as const;

/** The window failed sign-ins are counted over, and of the recovery-mail cap below. */
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Failed sign-ins (decision 0011) are counted per account and address, never per account alone:
 * strangers elsewhere cannot slow the owner down, let alone lock them out. An address gets this
 * many free failures on an account, then waits before each next try, twice as long after each
 * further failure, up to the cap; the per-address route limit above bounds an address overall.
 */
export const FREE_FAILED_SIGN_INS = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;

/** How long after its last failure an address waits before trying an account again. */
export function signInDelayMs(failures: number) {
  if (failures < FREE_FAILED_SIGN_INS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILED_SIGN_INS), MAX_DELAY_MS);
}

/**
 * The key failures are counted under: the account's part first, so a reset can lift every
 * address's count for the account at once. Hashes only: no e-mail or address is stored.
 */
export const accountKey = (email: string) => sha256(email.toLowerCase());
export const failureKey = (email: string, address: string) => `${accountKey(email)}${sha256(address)}`;

/**
 * Per account and flow (link, code): recovery mails sent an hour. Past it the answer stays the same
 * but nothing is sent, so nobody can flood a mailbox, and OTP guessing stays bounded per account
 * (this many codes x OTP_MAX_ATTEMPTS tries) however many addresses an attacker uses.
 */
export const MAX_RECOVERY_MAILS_PER_HOUR = 10;
