/** The longest wait between two attempts of a job, whoever asks for a longer one. */
export const MAX_RETRY_DELAY_MS = 600_000;

/** Backoff between attempts: 5 s, 10 s, 20 s ... capped at 10 minutes. */
export const jobRetryDelayMs = (attempts: number) =>
  Math.min(5_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Thrown by a handler whose failure says when to try again (a service's `Retry-After`): the next
 * attempt waits that long, but never less than the usual backoff (a service asking for 1 s after
 * the fourth failure still gets 40 s) nor more than the longest wait (an attempt counts either way,
 * and `maxAttempts` still ends it).
 */
export class RetryLater extends Error {
  readonly afterMs: number;
  constructor(message: string, afterMs: number) {
    super(message);
    this.name = 'RetryLater';
    this.afterMs = afterMs;
  }
}

/** How long the next attempt waits after a failure (`error`, thrown by attempt number `attempts`). */
export function retryDelayMs(attempts: number, error: unknown) {
  const backoff = jobRetryDelayMs(attempts);
  if (!(error instanceof RetryLater)) return backoff;
  return Math.min(Math.max(error.afterMs, backoff), MAX_RETRY_DELAY_MS);
}
