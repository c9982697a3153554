import type { SelectProps } from '@mantine/core';
import { dateTimeFormat } from '@rally/contracts/intl';
import { useMemo, useState } from 'react';
import { browserTimezone } from '../lib/timezones.ts';
import { Select } from './select.tsx';

/** "GMT+01:00" for a zone, now; empty when the engine cannot say. */
function offsetOf(zone: string, now: Date) {
  try {
    const parts = dateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value.replace('GMT', 'UTC') ?? '';
  } catch {
    return '';
  }
}

const option = (zone: string, now: Date) => {
  const offset = offsetOf(zone, now);
  return { value: zone, label: `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}` };
};

// Built once: some 400 zones, each with its own formatter.
let allZones: { value: string; label: string }[] | undefined;

/**
 * Every IANA zone the browser knows (UTC and the browser's own among them) with its current
 * offset, so "Berlin" and "UTC+01:00" both find Europe/Berlin; the record's own zone is kept even
 * if this browser does not list it.
 */
function zoneOptions(current: string | null) {
  const now = new Date();
  allZones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimezone()])]
    .sort()
    .map((zone) => option(zone, now));
  return !current || allZones.some((zone) => zone.value === current)
    ? allZones
    : [option(current, now), ...allZones];
}

type Props = Omit<SelectProps, 'data' | 'searchable'> & { value: string | null };

/**
 * The time zone of a game or a company. Until it first takes focus, the select knows only the
 * record's own zone: that is all it shows, and building the ~400 zones' offsets cost some 200 ms
 * of a slow phone while a form first painted. Focus comes before any key or click reaches it.
 */
export function TimezoneSelect({ onFocus, ...props }: Props) {
  const [all, setAll] = useState(false);
  const { value } = props;
  const data = useMemo(
    () => (all ? zoneOptions(value) : value ? [option(value, new Date())] : []),
    [all, value],
  );
  return (
    <Select
      {...props}
      data={data}
      searchable
      allowDeselect={false}
      onFocus={(event) => {
        setAll(true);
        onFocus?.(event);
      }}
    />
  );
}
