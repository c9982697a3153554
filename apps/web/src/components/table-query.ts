import type { TTableView } from './use-table-state.ts';

/** A value from the URL, if it is one the API knows; a stale link then shows all instead of an error. */
export const knownValue = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  values.find((v) => v === value);

/**
 * What every server-paged list asks for from its view in the URL: the page, the search (blank:
 * none) and a sort the API knows, else the list's own.
 */
export function pagedQuery<S extends string>(
  view: Omit<TTableView, 'filters'>,
  sorts: readonly S[],
  fallbackSort: S,
) {
  return {
    page: view.page,
    perPage: view.perPage,
    q: view.q.trim() || undefined,
    sort: knownValue(sorts, view.sort) ?? fallbackSort,
    order: view.order,
  };
}
