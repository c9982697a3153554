import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { isoWeekday, type TStreaks } from '@rally/contracts/streaks';
import { IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { streaksQueryOptions } from '../api/streaks-api.ts';

/** What today means for the streak, in a sentence: done, still to do, or a day that does not count. */
function todayLine(s: TStreaks, t: TFunction<'play'>) {
  if (s.loggedToday) return t('streak.loggedToday');
  if (s.todayOpen) return s.current > 0 ? t('streak.keep', { count: s.current }) : t('streak.start');
  if (!s.weekdays.includes(isoWeekday(s.today))) return t('streak.restDay');
  return undefined;
}

/**
 * The player's streak in a game: days in a row with a counted log, and what today asks of them
 * ("logged today", "log today to keep your 5-day streak"). Drawn from the same cache the home
 * page waits for, so it does not push the cards below it down when it arrives.
 */
export function StreakCard({ gameId, userId }: { gameId: string; userId: string }) {
  const { t } = useTranslation('play');
  const streaks = useQuery(streaksQueryOptions(gameId, userId));
  // A streak is a bonus to the page: if it cannot be read, the rest of the home still works.
  if (!streaks.data) return null;
  const s = streaks.data;
  const line = todayLine(s, t);
  const lit = s.current > 0;
  return (
    <Card withBorder padding="md" component="section" aria-label={t('streak.label')}>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon
          size={48}
          radius="xl"
          variant={lit ? 'filled' : 'light'}
          color={lit ? 'orange' : 'gray'}
          aria-hidden
        >
          <IconFlame size={30} stroke={1.8} />
        </ThemeIcon>
        <Stack gap={2}>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fz={28} fw={800} lh={1.1}>
              {s.current}
            </Text>
            <Text fw={600}>{t('streak.days', { count: s.current })}</Text>
          </Group>
          {/* Said when it changes: logging today turns "log today" into "logged today". */}
          <Text size="sm" aria-live="polite">
            {line}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              t('streak.longest', { count: s.longest }),
              s.freezesLeft > 0 ? t('streak.freezes', { count: s.freezesLeft }) : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
