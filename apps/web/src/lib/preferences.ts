import { localStorageColorSchemeManager } from '@mantine/core';
import { LAYOUTS, type TLayout } from '@rally/contracts/constants';
import { useSyncExternalStore } from 'react';

/** The skin (light or dark) is Mantine's color scheme, kept in localStorage; light by default. */
export const skinManager = localStorageColorSchemeManager({ key: 'rally.skin' });
export const DEFAULT_SKIN = 'light';

const LAYOUT_KEY = 'rally.layout';
const listeners = new Set<() => void>();

export function getLayout(): TLayout {
  const stored = localStorage.getItem(LAYOUT_KEY);
  return LAYOUTS.find((layout) => layout === stored) ?? 'vertical';
}

export function setLayout(layout: TLayout) {
  localStorage.setItem(LAYOUT_KEY, layout);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLayout(): TLayout {
  return useSyncExternalStore(subscribe, getLayout);
}
