// Mantine's charts keep their styles in one file: with the charts (a chunk of their own), not before them.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { POINT_SOURCES, type TPointSource } from '@rally/contracts/progress';

type Props = {
  data: ({ round: string } & Record<TPointSource, number>)[];
  labels: Record<TPointSource, string>;
};

const COLORS: Record<TPointSource, string> = {
  behaviour: 'indigo.6',
  quiz: 'teal.6',
  kpi: 'orange.6',
  streak: 'grape.6',
};

/** The rounds' points stacked by source: recharts is heavy, so it loads after the table. */
export function PointsBySourceBars({ data, labels }: Props) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="round"
      type="stacked"
      withLegend
      series={POINT_SOURCES.map((s) => ({ name: s, label: labels[s], color: COLORS[s] }))}
      tickLine="none"
      gridAxis="y"
      // The figures are read from the table beside the chart; no keyboard stop in the SVG.
      accessibilityLayer={false}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      maxBarWidth={40}
    />
  );
}
