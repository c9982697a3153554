import { AppError, type FieldError } from './errors.ts';

/**
 * Text PostgreSQL cannot keep: a NUL character (error 22021 in a `text` column, a 500 before this
 * check) and lone UTF-16 surrogates (no UTF-8 form: the driver would store U+FFFD, silently changing
 * what was typed).
 */
export const isUnstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/** Every path inside `value` (a parsed body, query or params) holding such text, keys included. */
export function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isUnstorable(value) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = [...path, key];
    return isUnstorable(key) ? [here.join('.')] : unstorablePaths(inner, here);
  });
}

/** The 400 naming each field holding unstorable text. */
export const unstorableText = (paths: string[]) =>
  new AppError(
    'VALIDATION',
    'validation.fields',
    { fields: paths.join(', ') },
    paths.map((p): FieldError => ({ path: p, messageCode: 'validation.badCharacters' })),
  );
