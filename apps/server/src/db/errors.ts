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
