import { Anchor, Text } from '@mantine/core';
import type { TOutboxMessage } from '@rally/contracts/mailbox';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TTableView, TTableViewChange } from '../../../components/use-table-state.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { isLanguage, useKeyTranslation } from '../../../lib/i18n.ts';
import { useMailKind } from './mail-kind.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';

type Props = {
  messages: TOutboxMessage[];
  total: number;
  loading: boolean;
  view: TTableView;
  onViewChange: (change: TTableViewChange) => void;
  onOpen: (id: string) => void;
};

/** The outbox, one page at a time from the server, newest first (the server's only order). */
export function MailboxTable({ messages, total, loading, view, onViewChange, onOpen }: Props) {
  const { t } = useTranslation('mailbox');
  const tk = useKeyTranslation();
  const kind = useMailKind();

  const columns = useMemo<ColumnDef<TOutboxMessage>[]>(
    () => [
      {
        accessorKey: 'subject',
        header: t('fields.subject'),
        // A button, not a row click: reachable by keyboard and named by the subject.
        cell: ({ row }) => (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            ta="left"
            miw={180}
            onClick={() => onOpen(row.original.id)}
          >
            {row.original.subject}
          </Anchor>
        ),
      },
      { accessorKey: 'to', header: t('fields.to') },
      {
        accessorKey: 'template',
        header: t('fields.template'),
        cell: ({ row }) => kind(row.original.template),
      },
      {
        accessorKey: 'language',
        header: t('fields.language'),
        cell: ({ row }) => {
          const { language } = row.original;
          return isLanguage(language) ? tk(`languages.${language}`) : language;
        },
      },
      {
        accessorKey: 'status',
        header: t('fields.status'),
        cell: ({ row }) => <MailStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'createdAt',
        header: t('fields.createdAt'),
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.original.createdAt)}
          </Text>
        ),
      },
    ],
    [t, tk, kind, onOpen],
  );

  return (
    <DataTable
      label={t('listLabel')}
      columns={columns}
      rows={messages}
      total={total}
      loading={loading}
      getRowId={(message) => message.id}
      view={view}
      onViewChange={onViewChange}
      sortable={false}
      searchLabel={t('search')}
      emptyText={t('empty')}
      minWidth={860}
    />
  );
}
