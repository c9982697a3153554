/** Attempts before a mail (or a fan-out of mails) is given up as failed. */
export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed row is left to its claimer before another process may take it over. Short,
 * so the mails of a process that dies go out within seconds (a one-time code keeps most of its
 * life); the claimer renews it every third of it while it works (jobs/lease.ts).
 */
export const LEASE_MS = 15_000;
/** Backoff between attempts: 30 s, 1 min, 2 min ... capped at 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
