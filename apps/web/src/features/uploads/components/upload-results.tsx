import { type TUploadRowResult, UPLOAD_ROW_STATUSES } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { lineColumns, UploadRows } from './upload-rows.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

/** Every row of the file with what became of it, filterable by result (failed rows are the ones to fix). */
export function UploadResults({ rows }: { rows: TUploadRowResult[] }) {
  const { t } = useTranslation('uploads');
  const columns = useMemo<ColumnDef<TUploadRowResult>[]>(
    () => [
      ...lineColumns<TUploadRowResult>(t),
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
    <UploadRows
      rows={rows}
      field="status"
      values={UPLOAD_ROW_STATUSES}
      outcomeLabel={(s) => t(`statuses.${s}`)}
      label={t('results.title')}
      searchLabel={t('results.search')}
      columns={columns}
    />
  );
}
