// Mantine's charts keep their styles in one file: with the charts (a chunk of their own), not before them.
import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';

/**
 * The game charts alone: recharts is heavy, so it loads after the figures are on screen. The
 * figures are read from the hidden tables next to the charts; no keyboard stop inside the SVG.
 */

type Series = { name: string; label: string; color: string }[];

export function DaysLines({ data, series, height }: { data: object[]; series: Series; height: number }) {
  return (
    <LineChart
      h={height}
      data={data as Record<string, unknown>[]}
      dataKey="day"
      series={series}
      curveType="monotone"
      withLegend
      tickLine="none"
      gridAxis="y"
      accessibilityLayer={false}
      yAxisProps={{ allowDecimals: false, width: 36 }}
    />
  );
}

export function Bars({
  data,
  dataKey,
  series,
  height,
  unit,
  valueFormatter,
}: {
  data: object[];
  dataKey: string;
  series: Series;
  height: number;
  unit?: string;
  /** How the tooltip and axis write a value (points: `formatScore`, as every board does). */
  valueFormatter?: (value: number) => string;
}) {
  return (
    <BarChart
      h={height}
      data={data as Record<string, unknown>[]}
      dataKey={dataKey}
      series={series}
      tickLine="none"
      gridAxis="y"
      unit={unit}
      valueFormatter={valueFormatter}
      accessibilityLayer={false}
      yAxisProps={{ width: 44 }}
      maxBarWidth={40}
    />
  );
}
