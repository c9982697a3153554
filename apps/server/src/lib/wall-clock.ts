import { dateTimeFormat } from '@rally/contracts/intl';

/**
 * What the wall clock in `zone` reads at instant `t` (epoch ms), written as if that reading were UTC
 * (epoch ms, to the second). Comparing it with `t` gives the zone's offset; comparing it with a wall
 * time finds the instant a zone reaches it (reminders, late logs).
 */
export function wallClockAt(zone: string, t: number): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** Milliseconds `zone` is ahead of UTC at `t`. */
export const zoneOffset = (zone: string, t: number) => wallClockAt(zone, t) - Math.floor(t / 1000) * 1000;
