import type { TCompanyOverview } from '@rally/contracts/dashboard';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigures } from '../../../components/chart-figures.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { DashboardCard } from './dashboard-card.tsx';

// Only the bars are split off: a static import of that file would bring recharts along.
const NewUsersBars = lazy(() => import('./new-users-bars.tsx').then((m) => ({ default: m.NewUsersBars })));

const BARS_HEIGHT = 240;

type Props = { weeks: TCompanyOverview['newUsersByWeek'] };

/**
 * New accounts per week. The bars are for the eye only; assistive technology reads the same
 * figures from a hidden table, which says more than an SVG of rectangles.
 */
export function NewUsersChart({ weeks }: Props) {
  const { t } = useTranslation('dashboard');
  const data = weeks.map((week) => ({ week: formatDate(week.weekStart), count: week.count }));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);

  return (
    <DashboardCard title={t('analytics.newUsers')} hint={t('analytics.newUsersHint', { total })}>
      <ChartFigures
        chart={<NewUsersBars data={data} height={BARS_HEIGHT} />}
        height={BARS_HEIGHT}
        table={{
          columns: [t('analytics.weekOf'), t('analytics.count')],
          rows: data.map((row) => [row.week, row.count]),
        }}
      />
    </DashboardCard>
  );
}
