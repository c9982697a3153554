import { type TUploadPreviewRow, UPLOAD_ACTIONS } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { UploadActionBadge } from './upload-action-badge.tsx';
import { UploadChangeList } from './upload-change-list.tsx';
import { lineColumns, UploadRows } from './upload-rows.tsx';

/** Every row of the file with what confirming would do, filterable (refused rows are the ones to fix). */
export function UploadPreviewRows({ rows }: { rows: TUploadPreviewRow[] }) {
  const { t } = useTranslation('uploads');
  const columns = useMemo<ColumnDef<TUploadPreviewRow>[]>(
    () => [
      ...lineColumns<TUploadPreviewRow>(t),
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
    <UploadRows
      rows={rows}
      field="action"
      values={UPLOAD_ACTIONS}
      outcomeLabel={(a) => t(`actions.${a}`)}
      label={t('preview.rows.title')}
      searchLabel={t('preview.rows.search')}
      columns={columns}
    />
  );
}
