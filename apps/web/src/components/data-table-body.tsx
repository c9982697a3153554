import { Checkbox, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TDataTableSelection } from './data-table.tsx';

type Props<T> = {
  rows: Row<T>[];
  /** Columns, the selection column included: the empty row spans them all. */
  width: number;
  loading: boolean;
  emptyText: string;
  selection?: TDataTableSelection<T>;
};

/** The rows of a DataTable; while it has none, one row that says why (loading, or empty). */
export function DataTableBody<T>({ rows, width, loading, emptyText, selection }: Props<T>) {
  const { t } = useTranslation();
  const toggle = (id: string) =>
    selection?.onChange(
      selection.selected.includes(id)
        ? selection.selected.filter((s) => s !== id)
        : [...selection.selected, id],
    );

  if (rows.length === 0) {
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={width} py="xl" ta="center">
            {loading ? (
              <span role="status">
                <Loader size="sm" aria-hidden />
                <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
              </span>
            ) : (
              <Text c="dimmed">{emptyText}</Text>
            )}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }

  // Rows already shown stay, dimmed, while the next page or search loads.
  return (
    <Table.Tbody style={{ opacity: loading ? 0.5 : 1 }}>
      {rows.map((row) => {
        const selected = selection?.selected.includes(row.id) ?? false;
        return (
          <Table.Tr key={row.id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
            {selection && (
              <Table.Td>
                <Checkbox
                  aria-label={t('table.selectRow', { name: selection.rowLabel(row.original) })}
                  checked={selected}
                  onChange={() => toggle(row.id)}
                />
              </Table.Td>
            )}
            {row.getVisibleCells().map((cell) => (
              <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.numeric ? 'right' : undefined}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  );
}
