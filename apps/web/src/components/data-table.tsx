import { Box, Checkbox, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type RowData,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { DataTableBody } from './data-table-body.tsx';
import { DataTableCards } from './data-table-cards.tsx';
import { SideScroll } from './side-scroll.tsx';
import { SortableHeader } from './sortable-header.tsx';
import { TablePagination } from './table-pagination.tsx';
import { TableSearch } from './table-search.tsx';
import type { TTableView, TTableViewChange } from './use-table-state.ts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers read best right-aligned, under each other. */
    numeric?: boolean;
  }
}

export type TDataTableSelection<T> = {
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Names a row for its checkbox ("Select Acme"). */
  rowLabel: (row: T) => string;
  /** Bulk actions, shown while rows are selected. */
  actions?: ReactNode;
};

type Props<T> = {
  /** Names the table for assistive technology. */
  label: string;
  columns: ColumnDef<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  view: TTableView;
  onViewChange: (change: TTableViewChange) => void;
  /**
   * The server's count: `rows` is then one page, already sorted and searched by the server. Leave
   * it out when `rows` is the whole list; the table then sorts, searches and pages it itself.
   */
  total?: number;
  loading?: boolean;
  /** Shows a search box with this label. */
  searchLabel?: string;
  /** Filters or buttons next to the search box. */
  toolbar?: ReactNode;
  /** Column headers sort the list (the server must accept `sort` and `order` when it pages). */
  sortable?: boolean;
  selection?: TDataTableSelection<T>;
  emptyText?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

/** Below this width (Mantine's `xs`) a table becomes a list of cards: a phone's screen. */
export const PHONE_QUERY = '(max-width: 35.99em)';

/**
 * The one table of the app (STYLE habit 14): columns, sorting, search, paging and selection. On a
 * phone each row is a card instead, its actions in view.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, view, onViewChange, total, loading = false, selection } = props;
  const { t } = useTranslation();
  const serverSide = total !== undefined;
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: props.getRowId,
    state: {
      sorting: view.sort ? [{ id: view.sort, desc: view.order === 'desc' }] : [],
      globalFilter: view.q.trim(),
      pagination: { pageIndex: view.page - 1, pageSize: view.perPage },
    },
    enableSorting: props.sortable ?? true,
    manualSorting: serverSide,
    manualFiltering: serverSide,
    manualPagination: serverSide,
    // The view lives in the URL (useTableState resets the page itself); tanstack's own resets would
    // set its internal state on every new filter and keep interrupting the router's transition.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSide ? undefined : getSortedRowModel(),
    getFilteredRowModel: serverSide ? undefined : getFilteredRowModel(),
    getPaginationRowModel: serverSide ? undefined : getPaginationRowModel(),
  });
  const pageRows = table.getRowModel().rows;
  const count = total ?? table.getFilteredRowModel().rows.length;
  const pageIds = pageRows.map((row) => row.id);
  const selectedOnPage = pageIds.filter((id) => selection?.selected.includes(id));
  const lastPage = Math.max(1, Math.ceil(count / view.perPage));
  // A table wider than the screen scrolls sideways (`SideScroll`). Without rows the table takes the
  // width there is, its headings wrap to fit a phone, and the message saying why stands below it, whole.
  const empty = pageRows.length === 0;
  const emptyId = useId();
  const minWidth = empty ? undefined : (props.minWidth ?? 640);
  const phone = useMediaQuery(PHONE_QUERY);

  // Past the end (an old link, the last row of the last page deleted): show the last page instead.
  useEffect(() => {
    if (!loading && view.page > lastPage) onViewChange({ page: lastPage });
  }, [loading, view.page, lastPage, onViewChange]);

  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selected.filter((id) => !pageIds.includes(id));
    selection.onChange(selectedOnPage.length === pageIds.length ? others : [...others, ...pageIds]);
  };

  return (
    <>
      {(props.searchLabel || props.toolbar) && (
        <Group mb="md" gap="sm" align="end">
          {props.searchLabel && (
            <TableSearch label={props.searchLabel} value={view.q} onChange={(q) => onViewChange({ q })} />
          )}
          {props.toolbar}
        </Group>
      )}
      {selection && selection.selected.length > 0 && (
        <Group mb="sm" gap="sm">
          <Text size="sm" fw={500}>
            {t('table.selected', { count: selection.selected.length })}
          </Text>
          {selection.actions}
        </Group>
      )}
      {phone && !empty ? (
        <DataTableCards
          label={label}
          rows={pageRows}
          headers={table.getHeaderGroups()[0]?.headers ?? []}
          loading={loading}
          selection={selection}
        />
      ) : (
        <SideScroll label={label} minWidth={minWidth}>
          <Table
            aria-label={label}
            aria-busy={loading}
            aria-describedby={empty ? emptyId : undefined}
            highlightOnHover
            verticalSpacing="sm"
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {selection && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('table.selectPage')}
                        checked={pageIds.length > 0 && selectedOnPage.length === pageIds.length}
                        indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageIds.length}
                        disabled={pageIds.length === 0}
                        onChange={toggleAll}
                      />
                    </Table.Th>
                  )}
                  {group.headers.map((header) => (
                    <SortableHeader
                      key={header.id}
                      header={header}
                      view={view}
                      onViewChange={onViewChange}
                      wrap={empty}
                    />
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <DataTableBody rows={pageRows} loading={loading} selection={selection} />
          </Table>
        </SideScroll>
      )}
      {empty && (
        // Below the table, not in a row of it: a row is as wide as the columns, which may scroll.
        <Box id={emptyId} py="xl" ta="center">
          {loading ? (
            <span role="status">
              <Loader size="sm" aria-hidden />
              <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
            </span>
          ) : (
            <Text c="dimmed">
              {view.q.trim()
                ? t('table.noMatch', { q: view.q.trim() })
                : (props.emptyText ?? t('table.empty'))}
            </Text>
          )}
        </Box>
      )}
      {count > 0 && (
        <TablePagination page={view.page} perPage={view.perPage} total={count} onChange={onViewChange} />
      )}
    </>
  );
}
