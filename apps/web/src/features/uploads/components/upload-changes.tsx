import { Button, Group } from '@mantine/core';
import type { TUploadPreviewRow } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useLocalTableView } from '../../../components/use-local-table-view.ts';
import { UploadChangeList } from './upload-change-list.tsx';
import { lineColumns } from './upload-rows.tsx';

type Props = {
  /** The preview's `update` rows. */
  rows: TUploadPreviewRow[];
  /** Line numbers whose changes will be applied. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
};

/**
 * The existing users the file would change, field by field, old -> new. Nothing of theirs changes
 * unless the organiser ticks the row (or applies all).
 */
export function UploadChanges({ rows, chosen, onChange }: Props) {
  const { t } = useTranslation('uploads');
  const { view, update } = useLocalTableView({ sort: 'row' });
  const columns = useMemo<ColumnDef<TUploadPreviewRow>[]>(
    () => [
      ...lineColumns<TUploadPreviewRow>(t),
      {
        id: 'changes',
        header: t('preview.changes.column'),
        enableSorting: false,
        cell: ({ row }) => <UploadChangeList changes={row.original.changes ?? []} />,
      },
    ],
    [t],
  );
  const lines = rows.map((row) => String(row.row));

  return (
    <DataTable
      label={t('preview.changes.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.row)}
      view={view}
      onViewChange={update}
      toolbar={
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange(lines)}
            disabled={chosen.length === lines.length}
          >
            {t('preview.changes.all')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onChange([])} disabled={chosen.length === 0}>
            {t('preview.changes.none')}
          </Button>
        </Group>
      }
      selection={{
        selected: chosen,
        onChange,
        rowLabel: (row) => t('preview.changes.apply', { row: row.row, email: row.email }),
      }}
    />
  );
}
