import { Box, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useGameResults } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

// Only the bars are split off: a static import of that file would bring recharts along.
const DailyActivityBars = lazy(() =>
  import('./daily-activity-bars.tsx').then((m) => ({ default: m.DailyActivityBars })),
);

const BARS_HEIGHT = 220;

/**
 * Logs per game day so far. The bars are for the eye only; assistive technology reads the same
 * figures (and the day's points) from a table, which says more than an SVG of rectangles.
 */
export function DailyActivity({ gameId }: { gameId: string }) {
  const { t } = useTranslation('scores');
  const results = useGameResults(gameId);
  return (
    <BoardCard
      title={t('activity.title')}
      query={results}
      isEmpty={(data) => data.days.length === 0}
      emptyText={t('activity.empty')}
    >
      {({ days }) => {
        const logs = days.reduce((sum, day) => sum + day.logs, 0);
        const points = days.reduce((sum, day) => sum + day.points, 0);
        const data = days.map((day) => ({ day: formatDate(day.day), logs: day.logs, points: day.points }));
        return (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {t('activity.summary', { count: logs, points })}
            </Text>
            <Box aria-hidden>
              <Suspense fallback={<Skeleton h={BARS_HEIGHT} />}>
                <DailyActivityBars data={data} height={BARS_HEIGHT} />
              </Suspense>
            </Box>
            <VisuallyHidden>
              <Table>
                <Table.Caption>{t('activity.title')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('activity.day')}</Table.Th>
                    <Table.Th>{t('activity.logs')}</Table.Th>
                    <Table.Th>{t('activity.points')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((row) => (
                    <Table.Tr key={row.day}>
                      <Table.Td>{row.day}</Table.Td>
                      <Table.Td>{row.logs}</Table.Td>
                      <Table.Td>{row.points}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        );
      }}
    </BoardCard>
  );
}
