import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TDataTableSelection } from './data-table.tsx';
import { toggleRow } from './data-table-body.tsx';
import classes from './data-table-cards.module.css';

type Props<T> = {
  label: string;
  rows: Row<T>[];
  headers: Header<T, unknown>[];
  loading: boolean;
  selection?: TDataTableSelection<T> | undefined;
};

/**
 * A DataTable on a phone: one card per row, each a definition list of the columns (label: value),
 * with the row's actions under it, in reach and in the tab order, instead of a table that scrolls
 * sideways and hides them off-screen.
 */
export function DataTableCards<T>({ label, rows, headers, loading, selection }: Props<T>) {
  const { t } = useTranslation();
  const toggle = (id: string) => toggleRow(selection, id);
  const fields = headers.filter((header) => header.column.id !== 'actions');
  const actions = headers.find((header) => header.column.id === 'actions');

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      className={classes.list}
      aria-label={label}
      aria-busy={loading}
      style={{ opacity: loading ? 0.5 : 1 }}
    >
      {rows.map((row) => {
        const cells = new Map(row.getVisibleCells().map((cell) => [cell.column.id, cell]));
        const actionCell = actions && cells.get(actions.column.id);
        const selected = selection?.selected.includes(row.id) ?? false;
        return (
          <Paper
            component="li"
            key={row.id}
            withBorder
            p="sm"
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            data-selected={selected || undefined}
          >
            {selection && (
              <Checkbox
                mb="xs"
                label={t('table.selectRow', { name: selection.rowLabel(row.original) })}
                checked={selected}
                onChange={() => toggle(row.id)}
              />
            )}
            <dl className={classes.fields}>
              {fields.map((header) => {
                const cell = cells.get(header.column.id);
                if (!cell) return null;
                return (
                  <Box key={header.id} className={classes.field}>
                    <Text component="dt" size="sm" c="dimmed">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </Text>
                    <Text component="dd" size="sm" className={classes.value}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Text>
                  </Box>
                );
              })}
            </dl>
            {actionCell && (
              <Group justify="flex-end" mt="xs">
                {flexRender(actionCell.column.columnDef.cell, actionCell.getContext())}
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
