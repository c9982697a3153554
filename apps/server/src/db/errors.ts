const codeOf = (err: unknown) => (err as { code?: unknown } | null | undefined)?.code;

/** True when a statement broke a unique constraint (SQLSTATE 23505); Drizzle wraps the driver's error in `cause`. */
export const isUniqueViolation = (err: unknown) =>
  codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null | undefined)?.cause) === '23505';

/**
 * What went wrong, fit for logs and status columns: the database's own message without the
 * statement's parameters or the failing row (Drizzle's message and the driver's `detail` carry
 * them, and a mail's parameters hold its link tokens).
 */
export function safeErrorMessage(err: unknown) {
  const cause = (err as { cause?: unknown } | null | undefined)?.cause;
  const source = cause instanceof Error ? cause : err;
  const code = codeOf(source);
  const message = source instanceof Error ? source.message : 'unknown error';
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}

/**
 * SQLSTATEs of a database that is down or going away: connection exceptions (class 08), admin or
 * crash shutdown and "cannot connect now" (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * node-postgres reports a lost or unobtainable connection with plain errors carrying no code; a
 * database closed to connections (maintenance: `ALLOW_CONNECTIONS false`) answers 55000 with this text.
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused)|is not currently accepting connections$/;

/** True when the database could not be reached (an outage, not a bad statement): worth a retry. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e);
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
