import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { OutcomeFilter } from './outcome-filter.tsx';

/** The first columns of every table of a file's rows: its line, and the email the line is about. */
export function lineColumns<T extends { row: number; email: string }>(
  t: (key: 'results.row' | 'results.email') => string,
): ColumnDef<T>[] {
  return [
    { accessorKey: 'row', header: t('results.row'), meta: { numeric: true } },
    { accessorKey: 'email', header: t('results.email') },
  ];
}

type Props<K extends string, V extends string, T extends { row: number } & Record<K, V>> = {
  rows: T[];
  /** The field holding each row's outcome; the URL's filter of the same name narrows to one. */
  field: K;
  /** The outcomes there can be, in the order offered. */
  values: readonly V[];
  outcomeLabel: (value: V) => string;
  /** Names the table. */
  label: string;
  searchLabel: string;
  columns: ColumnDef<T>[];
};

/**
 * A file's rows by line, filterable by their outcome (what confirming would do, what became of
 * them): the preview and the results read alike, so the rows to fix are found the same way.
 */
export function UploadRows<K extends string, V extends string, T extends { row: number } & Record<K, V>>({
  rows,
  field,
  values,
  outcomeLabel,
  label,
  searchLabel,
  columns,
}: Props<K, V, T>) {
  const { t } = useTranslation('uploads');
  const { view, update } = useTableState<K>({ sort: 'row', filters: [field] });
  const chosen = values.find((value) => value === view.filters[field]) ?? null;
  const shown = useMemo(
    () => (chosen ? rows.filter((row) => row[field] === chosen) : rows),
    [rows, field, chosen],
  );

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={shown}
      getRowId={(row) => String(row.row)}
      view={view}
      onViewChange={update}
      searchLabel={searchLabel}
      emptyText={t('results.empty')}
      toolbar={
        <OutcomeFilter
          values={values}
          outcomes={rows.map((row) => row[field])}
          value={chosen}
          label={outcomeLabel}
          // TypeScript widens a computed key of a generic type to `string`; it is `field`.
          onChange={(value) => update({ filters: { [field]: value } as Partial<Record<K, string | null>> })}
        />
      }
    />
  );
}
