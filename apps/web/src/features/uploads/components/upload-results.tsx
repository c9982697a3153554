import { type TUploadRowResult, UPLOAD_ROW_STATUSES } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { OutcomeFilter } from './outcome-filter.tsx';
import { UploadReasons } from './upload-reasons.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

const isStatus = (value: string | undefined): value is TUploadRowResult['status'] =>
  UPLOAD_ROW_STATUSES.some((status) => status === value);

/** Every row of the file with what became of it, filterable by result (failed rows are the ones to fix). */
export function UploadResults({ rows }: { rows: TUploadRowResult[] }) {
  const { t } = useTranslation('uploads');
  const { view, update } = useTableState<'status'>({ sort: 'row', filters: ['status'] });
  const status = isStatus(view.filters.status) ? view.filters.status : null;
  const shown = useMemo(() => (status ? rows.filter((row) => row.status === status) : rows), [rows, status]);

  const columns = useMemo<ColumnDef<TUploadRowResult>[]>(
    () => [
      { accessorKey: 'row', header: t('results.row'), meta: { numeric: true } },
      { accessorKey: 'email', header: t('results.email') },
      {
        accessorKey: 'status',
        header: t('results.status'),
        cell: ({ row }) => <UploadStatusBadge status={row.original.status} />,
      },
      {
        id: 'reasons',
        header: t('results.reason'),
        enableSorting: false,
        cell: ({ row }) => <UploadReasons reasons={row.original.reasons} />,
      },
    ],
    [t],
  );

  return (
    <DataTable
      label={t('results.title')}
      columns={columns}
      rows={shown}
      getRowId={(row) => String(row.row)}
      view={view}
      onViewChange={update}
      searchLabel={t('results.search')}
      emptyText={t('results.empty')}
      toolbar={
        <OutcomeFilter
          values={UPLOAD_ROW_STATUSES}
          outcomes={rows.map((row) => row.status)}
          value={status}
          label={(s) => t(`statuses.${s}`)}
          onChange={(value) => update({ filters: { status: value } })}
        />
      }
    />
  );
}
