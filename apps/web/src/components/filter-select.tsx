import type { SelectProps } from '@mantine/core';
import { Select } from './select.tsx';
import type { TTableView, TTableViewChange } from './use-table-state.ts';

type TViewFilter<F extends string> = {
  view: TTableView<F>;
  onViewChange: (change: TTableViewChange<F>) => void;
  /** The filter's name in the view (and the URL). */
  name: F;
  /** The option that means "no filter", kept out of the URL; without one, clearing shows all. */
  unset?: string;
};

/**
 * Binds a select to one filter of a list's view in the URL, so every list's filters clear alike:
 * a filter with an "all" option of its own cannot be emptied, any other is cleared to show all.
 */
export function viewFilter<F extends string>({ view, onViewChange, name, unset }: TViewFilter<F>) {
  return {
    value: view.filters[name] ?? unset ?? null,
    onChange: (value: string | null) =>
      onViewChange({
        filters: { [name]: value === unset ? null : value } as Partial<Record<F, string | null>>,
      }),
    ...(unset === undefined ? { clearable: true } : { allowDeselect: false }),
  };
}

type Props<F extends string> = TViewFilter<F> & Omit<SelectProps, 'value' | 'onChange'>;

/** A list's filter beside its search: the whole width on a phone, a fixed one beside the search. */
export function FilterSelect<F extends string>({ view, onViewChange, name, unset, ...props }: Props<F>) {
  return (
    <Select w={{ base: '100%', xs: 180 }} {...props} {...viewFilter({ view, onViewChange, name, unset })} />
  );
}
