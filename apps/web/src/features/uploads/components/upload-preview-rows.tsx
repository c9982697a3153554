import { type TUploadPreviewRow, UPLOAD_ACTIONS } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { OutcomeFilter } from './outcome-filter.tsx';
import { UploadActionBadge } from './upload-action-badge.tsx';
import { UploadChangeList } from './upload-change-list.tsx';
import { UploadReasons } from './upload-reasons.tsx';

const isAction = (value: string | undefined): value is TUploadPreviewRow['action'] =>
  UPLOAD_ACTIONS.some((action) => action === value);

/** Every row of the file with what confirming would do, filterable (refused rows are the ones to fix). */
export function UploadPreviewRows({ rows }: { rows: TUploadPreviewRow[] }) {
  const { t } = useTranslation('uploads');
  const { view, update } = useTableState<'action'>({ sort: 'row', filters: ['action'] });
  const action = isAction(view.filters.action) ? view.filters.action : null;
  const shown = useMemo(() => (action ? rows.filter((row) => row.action === action) : rows), [rows, action]);

  const columns = useMemo<ColumnDef<TUploadPreviewRow>[]>(
    () => [
      { accessorKey: 'row', header: t('results.row'), meta: { numeric: true } },
      { accessorKey: 'email', header: t('results.email') },
      { accessorKey: 'fullName', header: t('fields.fullName') },
      {
        accessorKey: 'action',
        header: t('preview.rows.action'),
        cell: ({ row }) => <UploadActionBadge action={row.original.action} />,
      },
      {
        id: 'details',
        header: t('preview.rows.details'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.changes ? (
            <UploadChangeList changes={row.original.changes} />
          ) : (
            <UploadReasons reasons={row.original.reasons} />
          ),
      },
    ],
    [t],
  );

  return (
    <DataTable
      label={t('preview.rows.title')}
      columns={columns}
      rows={shown}
      getRowId={(row) => String(row.row)}
      view={view}
      onViewChange={update}
      searchLabel={t('preview.rows.search')}
      emptyText={t('results.empty')}
      toolbar={
        <OutcomeFilter
          values={UPLOAD_ACTIONS}
          outcomes={rows.map((row) => row.action)}
          value={action}
          label={(a) => t(`actions.${a}`)}
          onChange={(value) => update({ filters: { action: value } })}
        />
      }
    />
  );
}
