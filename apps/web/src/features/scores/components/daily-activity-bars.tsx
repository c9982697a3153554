// Mantine's charts keep their styles in one file: with the charts (a chunk of their own), not before them.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

type Props = { data: { day: string; logs: number }[]; height: number };

/** The bars alone: recharts is heavy, so it loads with the game view and after its figures. */
export function DailyActivityBars({ data, height }: Props) {
  const { t } = useTranslation('scores');
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: 'logs', label: t('activity.logs'), color: 'indigo.6' }]}
      tickLine="none"
      gridAxis="y"
      // The figures are read from the table next to the chart; no keyboard stop in the SVG.
      accessibilityLayer={false}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      maxBarWidth={28}
    />
  );
}
