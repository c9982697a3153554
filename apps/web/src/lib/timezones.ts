import { canonicalTimezone, DEFAULT_TIMEZONE } from '@rally/contracts/timezones';

/** The browser's own zone, as the server would store it; UTC when the browser cannot say. */
export const browserTimezone = () =>
  canonicalTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE) ?? DEFAULT_TIMEZONE;
