import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, formatDateTime } from '../lib/dates.ts';

/** The keys of a row whose values are dates: ISO strings, or null where there is none. */
type TDateKey<T> = { [K in keyof T]-?: T[K] extends string | null ? K : never }[keyof T] & string;

/**
 * A table column of dates, sorted by the stored value and shown in the reader's language;
 * `withTime` adds the time of day (a last sign-in).
 */
export function dateColumn<T>(key: TDateKey<T>, header: string, { withTime = false } = {}): ColumnDef<T> {
  const format = withTime ? formatDateTime : formatDate;
  return { accessorKey: key, header, cell: ({ row }) => format(row.original[key] as string | null) };
}
