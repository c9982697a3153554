import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { checklistQueryOptions } from '../../features/logs/api/checklist-api.ts';
import { Checklist } from '../../features/logs/components/checklist.tsx';
import { DayStrip, daysBetween } from '../../features/logs/components/day-strip.tsx';
import { OutboxNotice } from '../../features/logs/components/outbox-notice.tsx';
import { formatDayLong } from '../../lib/dates.ts';

type Props = { gameId: string; onChanged: () => void };

/**
 * The day a player logs: today unless they pick one of the days before (up to 7 back, inside the
 * game). The strip's days come with the checklist, which says which days may be logged.
 */
export function GameDay({ gameId, onChanged }: Props) {
  const { t } = useTranslation('play');
  const headingId = useId();
  const [day, setDay] = useState<string | undefined>(undefined);
  const checklist = useQuery({
    ...checklistQueryOptions(gameId, { day }),
    placeholderData: keepPreviousData,
  });
  const data = checklist.data;
  const days = data ? daysBetween(data.firstDay, data.lastDay) : [];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {!data || data.day === data.today
              ? t('day.today')
              : t('day.other', { day: formatDayLong(data.day) })}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {t('day.points', { count: data.points })}
              {data.pendingPoints > 0 && ` · ${t('day.pending', { count: data.pendingPoints })}`}
            </Text>
          )}
        </Group>
        <OutboxNotice gameId={gameId} day={data?.day} />
        {data && days.length > 1 && (
          <DayStrip days={days} today={data.today} value={data.day} onChange={setDay} />
        )}
        {checklist.isPending ? (
          <Loader size="sm" aria-label={t('day.loading')} />
        ) : checklist.data === undefined ? (
          // A failed refresh (offline) keeps the day shown: ticks then wait in the outbox.
          <ErrorAlert error={checklist.error} />
        ) : (
          <div aria-busy={checklist.isPlaceholderData || undefined}>
            <Checklist checklist={checklist.data} onChanged={onChanged} />
          </div>
        )}
      </Stack>
    </Card>
  );
}
