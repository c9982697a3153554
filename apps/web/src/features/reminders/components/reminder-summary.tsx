import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TReminderGame } from '@rally/contracts/reminders';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { myRemindersQueryOptions } from '../api/reminders-api.ts';
import { clockName, weekdayName } from './clock-names.ts';

const same = (days: readonly number[], wanted: readonly number[]) =>
  days.length === wanted.length && wanted.every((d) => days.includes(d));

/** "Reminder at 17:00 on workdays" (every day, weekends, or the days named), in the UI language. */
export function reminderLine(g: TReminderGame, t: TFunction<'reminders'>, language: string) {
  if (!g.gameOn) return t('settings.gameOff');
  if (!g.enabled) return t('home.off');
  const time = clockName(language, g.time ?? g.defaultTime);
  const days = [...(g.weekdays ?? g.defaultWeekdays)].sort();
  if (same(days, [1, 2, 3, 4, 5, 6, 7])) return t('home.everyDay', { time });
  if (same(days, [1, 2, 3, 4, 5])) return t('home.workdays', { time });
  if (same(days, [6, 7])) return t('home.weekends', { time });
  const names = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    days.map((d) => weekdayName(language, d)),
  );
  return t('home.days', { time, days: names });
}

/**
 * On the player's home: when this game reminds them (ADR 0031), or that it does not, with the way to
 * change it. Drawn from the cache the home waits for; a game not running or coming (none to remind
 * of) or a failed read shows nothing: the rest of the home works without it.
 */
export function ReminderSummary({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation('reminders');
  const headingId = useId();
  const mine = useQuery(myRemindersQueryOptions());
  const game = mine.data?.games.find((g) => g.gameId === gameId);
  if (!game) return null;
  const on = game.gameOn && game.enabled;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color={on ? 'blue' : 'gray'} aria-hidden>
          {on ? <IconBell size={22} stroke={1.8} /> : <IconBellOff size={22} stroke={1.8} />}
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} id={headingId} component="h2" fz="md" m={0}>
            {t('home.title')}
          </Text>
          <Text size="sm">{reminderLine(game, t, i18n.language)}</Text>
          {on && (
            <Text size="xs" c="dimmed">
              {t('home.ifNotLogged')}
            </Text>
          )}
          <Anchor component={Link} to={paths.users.settings.href()} size="sm">
            {t('home.change')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
