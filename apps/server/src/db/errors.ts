const codeOf = (err: unknown) => (err as { code?: unknown } | null | undefined)?.code;

/** True when a statement broke a unique constraint (SQLSTATE 23505); Drizzle wraps the driver's error in `cause`. */
export const isUniqueViolation = (err: unknown) =>
  codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null | undefined)?.cause) === '23505';
