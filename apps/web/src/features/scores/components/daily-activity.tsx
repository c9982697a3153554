import { Text } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigures } from '../../../components/chart-figures.tsx';
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
            <ChartFigures
              chart={<DailyActivityBars data={data} height={BARS_HEIGHT} />}
              height={BARS_HEIGHT}
              table={{
                caption: t('activity.title'),
                columns: [t('activity.day'), t('activity.logs'), t('activity.points')],
                rows: data.map((row) => [row.day, row.logs, row.points]),
              }}
            />
          </>
        );
      }}
    </BoardCard>
  );
}
