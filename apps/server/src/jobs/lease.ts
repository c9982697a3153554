import type { Logger } from 'pino';
import { safeErrorMessage } from '../db/errors.ts';

/**
 * Keeps a short lease alive while its holder works: calls `renew` every `everyMs` until the
 * returned stop is called. Leases stay short (seconds), so the work of a process that dies is
 * taken over within seconds, while a live process holds its work however long it takes.
 * A failed renewal is logged and tried again at the next beat.
 */
export function keepLeased(renew: () => Promise<unknown>, everyMs: number, log: Logger, what: string) {
  let beating: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    beating ??= renew()
      .catch((err) => log.warn({ reason: safeErrorMessage(err) }, `${what}: lease not renewed`))
      .finally(() => {
        beating = undefined;
      });
  }, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await beating;
  };
}
