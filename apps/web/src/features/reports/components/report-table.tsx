import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { SideScroll } from '../../../components/side-scroll.tsx';

export type ReportColumn = { label: string; numeric?: boolean };

type Props = {
  /** Names the table for assistive technology (its section's heading says the same). */
  label: string;
  columns: ReportColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  minWidth?: number;
};

/**
 * A table of a report section. On a narrow screen it scrolls sideways and then becomes a focusable,
 * named region, so keyboard users can scroll it too (WCAG 2.1.1); printed, it is shown whole.
 */
export function ReportTable({ label, columns, rows, minWidth = 420 }: Props) {
  return (
    <SideScroll label={label} minWidth={minWidth}>
      <Table aria-label={label} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity
                <Table.Td key={i} ta={columns[i]?.numeric ? 'right' : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
