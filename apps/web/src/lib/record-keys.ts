/**
 * The query keys of a kind of record with a paged list and a screen per record, under the kind's
 * name: `all` (what a change to any of them invalidates), `list(params)` and `detail(id)`.
 */
export function recordKeys<P>(name: string) {
  const all = [name] as const;
  return {
    all,
    list: (params: P) => [...all, 'list', params] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
