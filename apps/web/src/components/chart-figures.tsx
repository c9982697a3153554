import { Box, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

type Props = {
  /** The chart, for the eye only (hidden from assistive technology); lazily loaded. */
  chart: ReactNode;
  /** The chart's height, kept by a skeleton while recharts loads. */
  height: number;
  /** The same figures as a table, which screen readers read instead of the SVG. */
  table: { caption?: string; columns: string[]; rows: (string | number)[][] };
};

/**
 * A chart with its accessible alternative: the figures in a visually hidden table, which says
 * more to a screen reader than an SVG of bars (WCAG 1.1.1).
 */
export function ChartFigures({ chart, height, table }: Props) {
  return (
    <>
      <Box aria-hidden>
        <Suspense fallback={<Skeleton h={height} />}>{chart}</Suspense>
      </Box>
      <VisuallyHidden>
        <Table>
          {table.caption && <Table.Caption>{table.caption}</Table.Caption>}
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
  );
}
