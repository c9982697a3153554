import { Box, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** The last column of a table: each row's actions, under a header only screen readers read. */
export function actionsColumn<T>(label: string, cell: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    enableSorting: false,
    // Positioned, so the hidden label stays inside the table's scroll box instead of widening the page.
    header: () => (
      <Box component="span" pos="relative">
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    ),
    cell: ({ row }) => cell(row.original),
  };
}
