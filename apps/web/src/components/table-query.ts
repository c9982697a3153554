import type { TOpeningContext } from '../lib/opening.ts';
import { type TTableDefaults, type TTableView, tableViewOf } from './use-table-state.ts';

/**
 * A list screen's opening data (lib/opening.ts): what `ask` asks for the view the address names,
 * read as the list's own `useTableState(defaults)` reads it.
 */
export const listOpeningData =
  <F extends string>(defaults: TTableDefaults<F>, ask: (view: TTableView<F>) => Promise<unknown>[]) =>
  ({ search }: TOpeningContext) =>
    Promise.all(ask(tableViewOf(search, defaults)));

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
