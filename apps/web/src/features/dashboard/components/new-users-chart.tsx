import { Box, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import type { TCompanyOverview } from '@rally/contracts/dashboard';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Box aria-hidden>
        <Suspense fallback={<Skeleton h={BARS_HEIGHT} />}>
          <NewUsersBars data={data} height={BARS_HEIGHT} />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.weekOf')}</Table.Th>
              <Table.Th>{t('analytics.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.week}>
                <Table.Td>{row.week}</Table.Td>
                <Table.Td>{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </DashboardCard>
  );
}
