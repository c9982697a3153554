import { Text, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayLong, formatDayParts } from '../../../lib/dates.ts';

type Props = {
  /** The days one may pick, oldest first (today and up to 7 days back, inside the game). */
  days: string[];
  today: string;
  value: string;
  onChange: (day: string) => void;
};

/** `YYYY-MM-DD` days from `first` through `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = new Date(`${first}T00:00:00Z`); at.toISOString().slice(0, 10) <= last; ) {
    days.push(at.toISOString().slice(0, 10));
    at = new Date(at.getTime() + 86_400_000);
  }
  return days;
}

// Inline (no stylesheet of the screen's own: one request less, ADR 0019); light-dark() follows the skin.
const color = (light: string, dark: string) =>
  `light-dark(var(--mantine-color-${light}), var(--mantine-color-${dark}))`;
const DAY: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  minHeight: 52,
  padding: '6px 0',
  borderRadius: 'var(--mantine-radius-md)',
  border: `1px solid ${color('gray-4', 'dark-3')}`,
  background: color('white', 'dark-6'),
  color: 'var(--mantine-color-text)',
};
const TODAY: CSSProperties = { borderWidth: 2, borderColor: color('blue-8', 'blue-4') };
const CHECKED: CSSProperties = {
  background: color('blue-8', 'blue-4'),
  borderColor: color('blue-8', 'blue-4'),
  color: color('white', 'dark-9'),
};

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  ArrowDown: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The day being logged, as a row of days that fits a 320 px phone: a radio group (one tab stop,
 * arrow keys move and choose, as native radio buttons do).
 */
export function DayStrip({ days, today, value, onChange }: Props) {
  const { t } = useTranslation('logs');
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = days[step(days.indexOf(value), days.length - 1)];
    if (!next || next === value) return;
    onChange(next);
    group.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={t('checklist.dayStrip')}
      style={{ display: 'grid', gap: 4, gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
      onKeyDown={onKeyDown}
    >
      {days.map((day) => {
        const { weekday, date } = formatDayParts(day);
        const checked = day === value;
        return (
          <UnstyledButton
            key={day}
            role="radio"
            aria-checked={checked}
            aria-label={
              day === today ? t('checklist.todayLabel', { day: formatDayLong(day) }) : formatDayLong(day)
            }
            tabIndex={checked ? 0 : -1}
            data-day={day}
            data-today={day === today || undefined}
            style={{ ...DAY, ...(day === today && TODAY), ...(checked && CHECKED) }}
            onClick={() => onChange(day)}
          >
            <Text span size="xs" tt="uppercase" style={{ letterSpacing: '0.02em' }} aria-hidden>
              {weekday}
            </Text>
            <Text span fw={700} aria-hidden>
              {date}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
