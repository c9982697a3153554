import { Box, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
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

/**
 * A dashboard chart with its accessible alternative: the figures in a visually hidden table,
 * which says more to a screen reader than an SVG of bars (WCAG 1.1.1).
 */
export function ChartCard({ title, hint, chart, height, table, empty }: Props) {
  return (
    <DashboardCard title={title} hint={hint} level={3}>
      {empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <Box aria-hidden>
            <Suspense fallback={<Skeleton h={height} />}>{chart}</Suspense>
          </Box>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                      <Table.Td key={i}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </DashboardCard>
  );
}
