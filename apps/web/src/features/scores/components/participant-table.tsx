import { Badge, Text } from '@mantine/core';
import type { TParticipant } from '@rally/contracts/scores';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import type { TServerPageProps } from '../../../components/server-page.ts';
import { formatDateTime, formatRelative } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';

type Props = TServerPageProps<TParticipant> & {
  /** Each row's actions (log on the player's behalf, review their logs), for those who may. */
  rowActions?: ((participant: TParticipant) => ReactNode) | undefined;
};

const numeric = { meta: { numeric: true } } as const;

/** The judge view: every participant, one server page at a time; column ids are the API's sort keys. */
export function ParticipantTable({ rowActions, ...props }: Props) {
  const { t } = useTranslation('scores');
  const columns = useMemo<ColumnDef<TParticipant>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'fullName',
        header: t('judge.columns.name'),
        cell: ({ row }) => (
          <Text size="sm" fw={600}>
            {row.original.fullName}
          </Text>
        ),
      },
      { id: 'team', accessorKey: 'teamName', header: t('judge.columns.team') },
      { accessorKey: 'rank', header: t('judge.columns.rank'), enableSorting: false, ...numeric },
      {
        accessorKey: 'points',
        header: t('judge.columns.points'),
        cell: ({ row }) => formatScore(row.original.points),
        ...numeric,
      },
      { accessorKey: 'logs', header: t('judge.columns.logs'), ...numeric },
      {
        id: 'lastActive',
        accessorKey: 'lastActiveAt',
        header: t('judge.columns.lastActive'),
        cell: ({ row }) => {
          const at = row.original.lastActiveAt;
          return at ? (
            <time dateTime={at} title={formatDateTime(at)}>
              {formatRelative(at)}
            </time>
          ) : (
            t('judge.never')
          );
        },
      },
      { accessorKey: 'pending', header: t('judge.columns.pending'), ...numeric },
      {
        accessorKey: 'flagged',
        header: t('judge.columns.flagged'),
        ...numeric,
        cell: ({ row }) =>
          row.original.flagged > 0 ? (
            <Badge color="orange" variant="light" radius="sm">
              {row.original.flagged}
            </Badge>
          ) : (
            0
          ),
      },
      ...(rowActions ? [actionsColumn(t('judge.actions'), rowActions)] : []),
    ],
    [t, rowActions],
  );

  return (
    <DataTable
      label={t('judge.tableLabel')}
      columns={columns}
      getRowId={(participant) => participant.userId}
      searchLabel={t('judge.search')}
      emptyText={t('judge.empty')}
      minWidth={900}
      {...props}
    />
  );
}
