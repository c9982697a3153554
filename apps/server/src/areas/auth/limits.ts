/**
 * Per-address limits of the account routes (DESIGN section 4), one bucket per route, keyed by the
 * caller's address. Generous enough for a browser test suite signing in ~40 times from one address
 * in a few minutes; tight enough to make guessing passwords, codes or e-mails impractical.
 */
export const RATE_LIMITS = {
  signIn: { max: 60, timeWindow: '5 minutes' },
  register: { max: 20, timeWindow: '10 minutes' },
  forgotPassword: { max: 20, timeWindow: '10 minutes' },
  verifyOtp: { max: 20, timeWindow: '10 minutes' },
  resetPassword: { max: 20, timeWindow: '10 minutes' },
} as const;

/** Per account, the window of MAX_FAILED_SIGN_INS_PER_HOUR and of the recovery-mail cap below. */
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Per account and flow (link, code): recovery mails sent an hour. Past it the answer stays the same
 * but nothing is sent, so nobody can flood a mailbox, and OTP guessing stays bounded per account
 * (this many codes x OTP_MAX_ATTEMPTS tries) however many addresses an attacker uses.
 */
export const MAX_RECOVERY_MAILS_PER_HOUR = 10;
