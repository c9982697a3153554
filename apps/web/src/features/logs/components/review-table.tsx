import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TReviewItem } from '@rally/contracts/logs';
import { IconFlag } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableSelection } from '../../../components/data-table.tsx';
import type { TServerPageProps } from '../../../components/server-page.ts';
import { formatDate } from '../../../lib/dates.ts';
import { DecisionHistory } from './decision-history.tsx';
import { LogStatusBadge } from './log-status-badge.tsx';

type Props = TServerPageProps<TReviewItem> & {
  selection: TDataTableSelection<TReviewItem>;
  /** The id of the text that explains why a log is flagged, which each flag points to. */
  flagHelpId: string;
};

/** The review queue, one server page at a time, oldest first; rows are chosen for a decision. */
export function ReviewTable({ flagHelpId, ...props }: Props) {
  const { t } = useTranslation('logs');
  const columns = useMemo<ColumnDef<TReviewItem>[]>(
    () => [
      {
        id: 'player',
        header: t('review.columns.player'),
        cell: ({ row: { original: log } }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {log.playerName}
            </Text>
            <Text size="xs" c="dimmed">
              {log.teamName ?? t('review.noTeam')}
            </Text>
            {log.loggedBy && (
              <Text size="xs" c="dimmed">
                {t('review.loggedBy', { name: log.loggedBy })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'behaviour',
        header: t('review.columns.behaviour'),
        cell: ({ row: { original: log } }) => (
          <Stack gap={0}>
            <Text size="sm">{log.behaviourName}</Text>
            <Text size="xs" c="dimmed">
              {log.activityName}
            </Text>
            {log.comment && (
              // The player's words, as text: never markup or a link.
              <Text size="xs" mt={4} maw={220} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('review.note', { note: log.comment })}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'day', header: t('review.columns.day'), cell: ({ row }) => formatDate(row.original.day) },
      { accessorKey: 'points', header: t('review.columns.points'), meta: { numeric: true } },
      {
        id: 'status',
        header: t('review.columns.status'),
        cell: ({ row: { original: log } }) => (
          <Group gap={4}>
            <LogStatusBadge status={log.status} />
            {log.flagged && (
              <Badge
                color="orange"
                variant="light"
                radius="sm"
                leftSection={<IconFlag size={12} aria-hidden />}
                aria-describedby={flagHelpId}
              >
                {t('review.flagged')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'history',
        header: t('review.columns.history'),
        cell: ({ row }) => <DecisionHistory decisions={row.original.decisions} />,
      },
    ],
    [t, flagHelpId],
  );

  return (
    <DataTable
      label={t('review.tableLabel')}
      columns={columns}
      getRowId={(log) => log.id}
      emptyText={t('review.empty')}
      sortable={false}
      minWidth={960}
      {...props}
    />
  );
}
