import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { flexRender, type Header } from '@tanstack/react-table';
import type { TTableView, TTableViewChange } from './use-table-state.ts';

type Props<T> = {
  header: Header<T, unknown>;
  view: TTableView;
  onViewChange: (change: TTableViewChange) => void;
  /** Lets the heading wrap (a table without rows fits a phone); else it stays on one line. */
  wrap?: boolean;
};

/**
 * A column heading; on a sortable column a button: the first click sorts ascending, the next
 * flips the order. `aria-sort` tells assistive technology which column orders the list.
 */
export function SortableHeader<T>({ header, view, onViewChange, wrap = false }: Props<T>) {
  const { column } = header;
  const numeric = column.columnDef.meta?.numeric;
  const content = flexRender(column.columnDef.header, header.getContext());
  const style = { whiteSpace: wrap ? 'normal' : 'nowrap' } as const;
  if (!column.getCanSort()) {
    return (
      <Table.Th ta={numeric ? 'right' : undefined} style={style}>
        {content}
      </Table.Th>
    );
  }

  const active = view.sort === column.id;
  const Icon = !active ? IconArrowsSort : view.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={numeric ? 'right' : undefined}
      style={style}
    >
      <UnstyledButton
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        onClick={() =>
          onViewChange({ sort: column.id, order: active && view.order === 'asc' ? 'desc' : 'asc' })
        }
      >
        {content}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
