import { ZMailboxPage, ZOutboxMessage } from '@rally/contracts/mailbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../lib/record-keys.ts';

export type TMailboxQuery = { page: number; perPage: number; q: string };

export const mailboxKeys = recordKeys<TMailboxQuery>('mailbox');

export const mailboxQueryOptions = (query: TMailboxQuery) =>
  queryOptions({
    queryKey: mailboxKeys.list(query),
    queryFn: ({ signal }) =>
      request('/mailbox', {
        query: { page: query.page, perPage: query.perPage, q: query.q.trim() || undefined },
        schema: ZMailboxPage,
        signal,
      }),
    // The current page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMailbox = (query: TMailboxQuery) => useQuery(mailboxQueryOptions(query));

export const mailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }) =>
      request(`/mailbox/${encodeURIComponent(id)}`, { schema: ZOutboxMessage, signal }),
  });

export const useMailboxMessage = (id: string | null) =>
  useQuery({ ...mailboxMessageQueryOptions(id ?? ''), enabled: id !== null });
