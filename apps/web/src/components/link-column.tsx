import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';

/** The keys of a row whose values are text. */
type TTextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A table's leading column: each row's name, in bold, as the link to the row's own screen, so every
 * list leads on alike; sorted by the name.
 */
export function linkColumn<T>(key: TTextKey<T>, header: string, href: (row: T) => string): ColumnDef<T> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => (
      <Anchor component={Link} to={href(row.original)} fw={600}>
        {row.original[key] as string}
      </Anchor>
    ),
  };
}
