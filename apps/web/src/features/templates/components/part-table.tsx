import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from '../../../components/side-scroll.tsx';

type Column<T> = { header: string; numeric?: boolean; cell: (row: T) => ReactNode };

type Props<T extends { id: string }> = {
  /** Names the table (and its scroll box). */
  label: string;
  emptyText: string;
  minWidth: number;
  rows: T[];
  columns: Column<T>[];
  /** Each row's buttons, in a last column; none for a template the user may not change. */
  actions?: ((row: T) => ReactNode) | false;
};

/** A part of a template as a table (its KPIs, its charities), or a line saying it has none. */
export function PartTable<T extends { id: string }>({
  label,
  emptyText,
  minWidth,
  rows,
  columns,
  actions,
}: Props<T>) {
  const { t } = useTranslation('templates');
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SideScroll label={label} minWidth={minWidth}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th>{t('kpi.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
