import { ActionIcon, Box, Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TPlayerProgress } from '@rally/contracts/progress';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayLong, formatMonth, weekdayNames } from '../../../lib/dates.ts';
import { addMonths, monthOf, monthWeeks, openingMonth } from './calendar-month.ts';
import classes from './days-logged-calendar.module.css';

type Props = { progress: TPlayerProgress; level: 2 | 3 };

/**
 * A month calendar of the days a player logged, one month at a time within the game's dates. Each
 * day says its state in words (logged with how many logs, not logged, not a game day, today) to
 * assistive technology; the eye reads a tick and an outline, never colour alone (WCAG 1.4.1).
 */
export function DaysLoggedCalendar({ progress, level }: Props) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const monthId = useId();
  const { today, startDate, endDate } = progress;
  const first = monthOf(startDate ?? progress.days[0]?.day ?? today);
  const last = monthOf(endDate ?? today);
  const [month, setMonth] = useState(() => openingMonth(today, startDate, endDate));
  const logs = new Map(progress.days.map((d) => [d.day, d.logs]));
  const inGame = (day: string) => (!startDate || day >= startDate) && (!endDate || day <= endDate);
  const weekdays = weekdayNames();

  // Kept focusable at either end (aria-disabled, not disabled), so focus stays on the button.
  const step = (delta: number, atEnd: boolean, label: string, Icon: typeof IconChevronLeft) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      aria-disabled={atEnd}
      data-disabled={atEnd || undefined}
      onClick={() => !atEnd && setMonth((m) => addMonths(m, delta))}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={level} size="h4" id={titleId}>
        {t('calendar.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('calendar.summary', { count: progress.days.length })}
      </Text>
      <Group justify="space-between" wrap="nowrap" mb="xs" maw={420}>
        {step(-1, month <= first, t('calendar.previous'), IconChevronLeft)}
        {/* Announced as it changes: the month a button press led to. */}
        <Text fw={700} id={monthId} aria-live="polite" ta="center">
          {formatMonth(month)}
        </Text>
        {step(1, month >= last, t('calendar.next'), IconChevronRight)}
      </Group>
      <Table className={classes.calendar} aria-labelledby={monthId} maw={420} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            {weekdays.map((w) => (
              <Table.Th key={w.long} scope="col" ta="center" abbr={w.long}>
                {w.short}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(month).map((week) => (
            <Table.Tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day ? (
                  <Table.Td key={day} ta="center" aria-current={day === today ? 'date' : undefined}>
                    <Day day={day} logs={logs.get(day) ?? 0} inGame={inGame(day)} today={day === today} />
                  </Table.Td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month
                  <Table.Td key={i} />
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {t('calendar.legend')}
      </Text>
    </Card>
  );
}

function Day({ day, logs, inGame, today }: { day: string; logs: number; inGame: boolean; today: boolean }) {
  const { t } = useTranslation('progress');
  const state =
    logs > 0
      ? t('calendar.logged', { count: logs })
      : inGame
        ? t('calendar.notLogged')
        : t('calendar.outside');
  return (
    <Box
      className={classes.day}
      data-logged={logs > 0 || undefined}
      data-outside={!inGame || undefined}
      data-today={today || undefined}
    >
      <span aria-hidden>{Number(day.slice(8))}</span>
      {logs > 0 && <IconCheck className={classes.tick} size={12} aria-hidden stroke={3} />}
      <VisuallyHidden>
        {[formatDayLong(day), state, today ? t('calendar.today') : null].filter(Boolean).join(', ')}
      </VisuallyHidden>
    </Box>
  );
}
