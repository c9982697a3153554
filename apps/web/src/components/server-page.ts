import type { ReactNode } from 'react';
import type { TTableView, TTableViewChange } from './use-table-state.ts';

/** What a server-paged table takes from its screen: one page of rows, their count and the URL's view. */
export type TServerPageProps<T> = {
  rows: T[];
  total: number;
  loading: boolean;
  view: TTableView;
  onViewChange: (change: TTableViewChange) => void;
  /** Filters or buttons next to the search box. */
  toolbar?: ReactNode;
};

type TPageQuery<T> = { data?: { data: T[]; count: number } | undefined; isFetching: boolean };

/**
 * A list query's page as its table shows it: no rows until the first page arrives, and busy while
 * any page is on its way (the last one stays in view meanwhile).
 */
export const serverPage = <T>(
  query: TPageQuery<T>,
): Pick<TServerPageProps<T>, 'rows' | 'total' | 'loading'> => ({
  rows: query.data?.data ?? [],
  total: query.data?.count ?? 0,
  loading: query.isFetching,
});
