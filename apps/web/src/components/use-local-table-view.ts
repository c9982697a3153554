import { useCallback, useState } from 'react';
import type { TTableView, TTableViewChange } from './use-table-state.ts';

/**
 * A table view kept in the component instead of the URL: editors are embedded in other screens
 * (the game wizard), whose URL is not theirs to change.
 */
export function useLocalTableView(initial: Partial<TTableView> = {}) {
  const [view, setView] = useState<TTableView>({
    page: 1,
    perPage: 25,
    sort: null,
    order: 'asc',
    q: '',
    filters: {},
    ...initial,
  });
  const update = useCallback(
    ({ filters: _filters, ...change }: TTableViewChange) =>
      setView((current) => ({
        ...current,
        ...change,
        page: change.page ?? (Object.keys(change).length ? 1 : current.page),
      })),
    [],
  );
  return { view, update };
}
