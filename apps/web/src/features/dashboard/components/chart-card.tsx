import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartFigures } from '../../../components/chart-figures.tsx';
import { DashboardCard } from './dashboard-card.tsx';

type Props = {
  title: string;
  hint: string;
  /** The chart, for the eye only (hidden from assistive technology). */
  chart: ReactNode;
  height: number;
  /** The same figures as a table, which screen readers read instead of the SVG. */
  table: { columns: string[]; rows: (string | number)[][] };
  empty?: string | undefined;
};

/** A dashboard chart with its accessible alternative, or a line saying there is nothing yet. */
export function ChartCard({ title, hint, chart, height, table, empty }: Props) {
  return (
    <DashboardCard title={title} hint={hint} level={3}>
      {empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <ChartFigures chart={chart} height={height} table={{ caption: title, ...table }} />
      )}
    </DashboardCard>
  );
}
