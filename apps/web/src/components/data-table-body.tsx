import { Checkbox, Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TDataTableSelection } from './data-table.tsx';

type Props<T> = {
  rows: Row<T>[];
  loading: boolean;
  selection?: TDataTableSelection<T>;
};

/** Selects the row `id`, or unselects it when it was selected. */
export function toggleRow<T>(selection: TDataTableSelection<T> | undefined, id: string) {
  selection?.onChange(
    selection.selected.includes(id)
      ? selection.selected.filter((s) => s !== id)
      : [...selection.selected, id],
  );
}

/** The rows of a DataTable (while it has none, DataTable says why below the table). */
export function DataTableBody<T>({ rows, loading, selection }: Props<T>) {
  const { t } = useTranslation();
  const toggle = (id: string) => toggleRow(selection, id);

  // Rows already shown stay, dimmed, while the next page or search loads.
  return (
    <Table.Tbody style={{ opacity: loading ? 0.5 : 1 }}>
      {rows.map((row) => {
        const selected = selection?.selected.includes(row.id) ?? false;
        return (
          <Table.Tr
            key={row.id}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            data-selected={selected || undefined}
          >
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
