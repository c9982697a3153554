import { Box, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ReactNode, Suspense, useState } from 'react';

/** How near the screen a chart's place must come for it to be drawn: half a screen. */
const NEAR = { rootMargin: '50% 0px' };

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
  // Drawn once its place comes near the screen, and kept: recharts mounts in one long task (its
  // store's updates render without a pause), 1-1.6 s of a phone's main thread at 4x CPU for the
  // game view's activity bars below its fold. Only whoever scrolls there pays it, then.
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  return (
    <>
      <Box aria-hidden ref={ref}>
        {near ? <Suspense fallback={<Skeleton h={height} />}>{chart}</Suspense> : <Skeleton h={height} />}
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
