import { DEFAULT_PAGE_SIZE } from '@rally/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type TSortOrder = 'asc' | 'desc';

/** What a list shows: the page, its size, the sort, the search and any named filters. */
export type TTableView<F extends string = string> = {
  page: number;
  perPage: number;
  sort: string | null;
  order: TSortOrder;
  q: string;
  filters: Partial<Record<F, string>>;
};

/** A change to the view; a filter set to `null` is removed. */
export type TTableViewChange<F extends string = string> = Partial<Omit<TTableView<F>, 'filters'>> & {
  filters?: Partial<Record<F, string | null>>;
};

/** A list's view when its URL says nothing: its sort and order, and the filters it reads. */
export type TTableDefaults<F extends string> = { sort?: string; order?: TSortOrder; filters?: readonly F[] };

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The view a list's URL search params describe (what `useTableState` reads, without React). */
export function tableViewOf<F extends string = never>(
  params: URLSearchParams,
  defaults: TTableDefaults<F> = {},
): TTableView<F> {
  const perPage = positiveInt(params.get('perPage'));
  const order = params.get('order');
  const filters: Partial<Record<F, string>> = {};
  for (const name of defaults.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PAGE_SIZE,
    sort: params.get('sort') ?? defaults.sort ?? null,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
    q: params.get('q') ?? '',
    filters,
  };
}

/**
 * Keeps a list's view in the URL's search params, so a reload or a shared link shows the same
 * page. Values equal to the defaults are left out of the URL. Any change but the page itself goes
 * back to page 1 (page 4 of another search is rarely what anyone wants). URL changes replace the
 * history entry: Back leaves the screen instead of stepping through every page seen.
 */
export function useTableState<F extends string = never>(defaults: TTableDefaults<F> = {}) {
  const [params, setParams] = useSearchParams();
  const { sort: defaultSort = null, order: defaultOrder = 'asc' } = defaults;
  // Callers pass the filter names inline; a string keeps the memo below from running every render.
  const filterKey = (defaults.filters ?? []).join(',');

  const view = useMemo(
    () =>
      tableViewOf(params, {
        sort: defaultSort ?? undefined,
        order: defaultOrder,
        filters: filterKey ? (filterKey.split(',') as F[]) : [],
      }),
    [params, defaultSort, defaultOrder, filterKey],
  );

  const update = useCallback(
    (change: TTableViewChange<F>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | number | null | undefined, fallback: unknown) => {
            if (value === undefined) return;
            if (value === null || value === '' || value === fallback) next.delete(key);
            else next.set(key, String(value));
          };
          const { filters, page, ...rest } = change;
          put('perPage', rest.perPage, DEFAULT_PAGE_SIZE);
          put('sort', rest.sort, defaultSort);
          put('order', rest.order, defaultOrder);
          put('q', rest.q, '');
          for (const [name, value] of Object.entries(filters ?? {})) put(name, value as string | null, null);
          const changesView = filters !== undefined || Object.keys(rest).length > 0;
          put('page', page ?? (changesView ? 1 : undefined), 1);
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultSort, defaultOrder],
  );

  return { view, update };
}
