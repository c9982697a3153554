import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { type Query, request } from './api-client.ts';

/**
 * One page of a server-paged table, as query options. The table keeps showing the last page while
 * the next one loads, instead of flashing empty; a page left before it arrives is cancelled.
 */
export const tablePageQueryOptions = <K extends QueryKey, S extends z.core.$ZodType>(
  queryKey: K,
  path: string,
  query: Query,
  schema: S,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => request(path, { query, schema, signal }),
    placeholderData: keepPreviousData,
  });
