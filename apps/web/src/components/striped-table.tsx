import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { SideScroll } from './side-scroll.tsx';

type Props = {
  /** Names the table and, once it scrolls, its scroll box. */
  label: string;
  /** Below this width it scrolls sideways. */
  minWidth: number;
  /** The column headers, in order; `end` ones head figures and line up with them. */
  columns: { header: string; end?: boolean }[];
  /** The rows. */
  children: ReactNode;
};

/** A small read-only table of one screen (an upload's rows, the API keys): striped, bordered, named. */
export function StripedTable({ label, minWidth, columns, children }: Props) {
  return (
    <SideScroll label={label} minWidth={minWidth}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" ta={column.end ? 'end' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </SideScroll>
  );
}
