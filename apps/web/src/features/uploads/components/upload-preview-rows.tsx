import { Text } from '@mantine/core';
import { type TUploadPreviewRow, UPLOAD_ACTIONS } from '@rally/contracts/uploads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { UploadActionBadge } from './upload-action-badge.tsx';
import { UploadChangeList } from './upload-change-list.tsx';
import { lineColumns, UploadRows } from './upload-rows.tsx';

/**
 * A role or language cell as the file has it: a known value by its name ("Player", "Deutsch"),
 * anything else as written (the row's reasons say what is wrong), a blank cell as not given.
 */
function CellValue({ kind, value }: { kind: 'roles' | 'languages'; value: string }) {
  const { t } = useTranslation('uploads');
  const { t: tc } = useTranslation();
  if (value.trim() === '')
    return (
      <Text span size="sm" c="dimmed">
        {t('preview.rows.blank')}
      </Text>
    );
  return <>{tc(`${kind}.${value.trim().toLowerCase()}`, value)}</>;
}

/** Every row of the file with what confirming would do, filterable (refused rows are the ones to fix). */
export function UploadPreviewRows({ rows }: { rows: TUploadPreviewRow[] }) {
  const { t } = useTranslation('uploads');
  const columns = useMemo<ColumnDef<TUploadPreviewRow>[]>(
    () => [
      ...lineColumns<TUploadPreviewRow>(t),
      { accessorKey: 'fullName', header: t('fields.fullName') },
      {
        accessorKey: 'role',
        header: t('fields.role'),
        cell: ({ row }) => <CellValue kind="roles" value={row.original.role} />,
      },
      {
        accessorKey: 'language',
        header: t('fields.language'),
        cell: ({ row }) => <CellValue kind="languages" value={row.original.language} />,
      },
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
