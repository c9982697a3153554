// zod/mini, not zod: the public sign-up forms (register, onboarding) send a zone, and their screens
// load only what they use (see auth.ts).
import { z } from 'zod/mini';
import type { TMessageCode } from './messages.ts';

/** The zone of a company (and so of its games) when nobody said which. */
export const DEFAULT_TIMEZONE = 'UTC';

/**
 * The zone's canonical IANA name (`europe/berlin` -> `Europe/Berlin`), or undefined when unknown.
 * Stored canonical because the database reads the same name to find a game's day.
 */
export function canonicalTimezone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const unknownZone: TMessageCode = 'validation.timezoneUnknown';

/**
 * An IANA time zone, of a company or a game: the one rule for every request that sends one. An
 * unknown zone is refused naming the field (`validation.timezoneUnknown`); a known one comes out
 * canonical. Length is checked first and ends the check, so a wrong length reports only that.
 */
export const ZTimezone = z.string().check(
  z.minLength(1, { abort: true }),
  z.maxLength(64, { abort: true }),
  z.refine((zone) => canonicalTimezone(zone) !== undefined, { params: { messageCode: unknownZone } }),
  z.overwrite((zone) => canonicalTimezone(zone) ?? zone),
);
