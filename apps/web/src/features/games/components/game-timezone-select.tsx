import type { SelectProps } from '@mantine/core';
import { dateTimeFormat } from '@rally/contracts/intl';
import { useMemo, useState } from 'react';
import { Select } from '../../../components/select.tsx';

/** The browser's own zone: the default for a new game. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
 * offset, so "Berlin" and "UTC+01:00" both find Europe/Berlin; a game's own zone is kept even if
 * this browser does not list it.
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
 * Until it first takes focus, the select knows only the game's own zone: that is all it shows, and
 * building the ~400 zones' offsets cost some 200 ms of a slow phone while the game's form first
 * painted (issue 10). Focus comes before any key or click reaches it.
 */
export function GameTimezoneSelect({ onFocus, ...props }: Props) {
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
