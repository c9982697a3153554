// The one place the app takes Mantine's selects from: biome.json refuses the import elsewhere.
import type { ComboboxProps, MultiSelectProps, SelectProps } from '@mantine/core';
import { MultiSelect as MantineMultiSelect, Select as MantineSelect } from '@mantine/core';
import { type FocusEvent, useState } from 'react';

type TListProps<E> = { comboboxProps?: ComboboxProps; onFocus?: (event: FocusEvent<E>) => void };

/**
 * Mantine keeps a closed select's option list in the page, hidden, and positions it as it mounts:
 * each select of a screen rendered its whole list (some 400 zones for a game's time zone) and forced
 * a style read and a layout while the screen first painted. Here the list mounts when
 * the select first takes focus. Focus comes before any key or click reaches a select, so ArrowDown
 * still starts from the chosen option, which Mantine looks up in the mounted list.
 */
function useListOnFocus<E>({ comboboxProps, onFocus }: TListProps<E>) {
  const [focused, setFocused] = useState(false);
  return {
    comboboxProps: { keepMounted: focused, ...comboboxProps },
    onFocus: (event: FocusEvent<E>) => {
      setFocused(true);
      onFocus?.(event);
    },
  };
}

export function Select(props: SelectProps) {
  return <MantineSelect {...props} {...useListOnFocus(props)} />;
}

export function MultiSelect(props: MultiSelectProps) {
  return <MantineMultiSelect {...props} {...useListOnFocus(props)} />;
}
