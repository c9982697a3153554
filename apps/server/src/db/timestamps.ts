/**
 * A `timestamptz` as PostgreSQL writes it in text (`2026-11-24 18:00:00.123456+00`) turned
 * straight into the ISO text the API answers (`2026-11-24T18:00:00.123Z`, milliseconds, as
 * `Date#toISOString` writes it). Going through a `Date` cost about 0.6 µs a value, most of it in
 * `toISOString`: on a list of users (three timestamps a row) that was a visible share of the
 * request under load (docs/performance.md). Text in another form (a session in another time zone)
 * goes through a `Date` as before.
 */
export function isoTimestamp(text: string): string {
  const end = text.length - 3;
  if (end < 19 || text.charCodeAt(10) !== 32 || !text.endsWith('+00') || text.charCodeAt(4) !== 45) {
    return new Date(text).toISOString();
  }
  // Microseconds are cut to milliseconds, as a Date keeps them.
  const fraction = end > 20 ? `${text.slice(20, Math.min(end, 23))}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}
