// Mantine's charts keep their styles in one file: with the charts (a chunk of their own), not before them.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

type Props = { data: { week: string; count: number }[]; height: number };

/** The bars alone: recharts is heavy, so it loads after the figures are already on screen. */
export function NewUsersBars({ data, height }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="week"
      series={[{ name: 'count', label: t('analytics.count'), color: 'indigo.6' }]}
      tickLine="none"
      gridAxis="x"
      // The figures are read from the hidden table next to the chart; no keyboard stop in the SVG.
      accessibilityLayer={false}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      maxBarWidth={36}
    />
  );
}
