import { Box, Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense, useId } from 'react';

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
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
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
    </Card>
  );
}
