import { ZMailboxPage, ZOutboxMessage } from '@rally/contracts/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../lib/record-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

export type TMailboxQuery = { page: number; perPage: number; q: string };

export const mailboxKeys = recordKeys<TMailboxQuery>('mailbox');

export const mailboxQueryOptions = (query: TMailboxQuery) =>
  tablePageQueryOptions(
    mailboxKeys.list(query),
    '/mailbox',
    { page: query.page, perPage: query.perPage, q: query.q.trim() || undefined },
    ZMailboxPage,
  );

export const useMailbox = (query: TMailboxQuery) => useQuery(mailboxQueryOptions(query));

export const mailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }) =>
      request(`/mailbox/${encodeURIComponent(id)}`, { schema: ZOutboxMessage, signal }),
  });

export const useMailboxMessage = (id: string | null) =>
  useQuery({ ...mailboxMessageQueryOptions(id ?? ''), enabled: id !== null });
