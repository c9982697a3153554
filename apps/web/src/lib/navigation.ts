import type { Icon } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useAppAbility } from './abilities.tsx';
import type { TTranslationKey } from './i18n.ts';
import { matchesPath } from './match-path.ts';
import type { TAccess } from './route-meta.ts';

export type TNavItem = {
  labelKey: TTranslationKey;
  to: string;
  icon: Icon;
  access: TAccess;
  /** Route patterns of the screen and of those reached from it (a game of the list): it stays marked there. */
  within: string[];
};
export type TNavSection = { labelKey: TTranslationKey; icon: Icon; items: TNavItem[] };

/**
 * The menu, derived from the screens' descriptions (app/screen-tree.ts) and provided with the
 * signed-in screens: screens that list what a user may open read it here.
 */
export const NavigationContext = createContext<readonly TNavSection[]>([]);

/**
 * The menu as the signed-in user may use it: forbidden entries and empty sections removed. The
 * provided menu unless `sections` are given (the shell's own menus).
 */
export function useAllowedNavigation(sections?: readonly TNavSection[]): TNavSection[] {
  const provided = useContext(NavigationContext);
  const ability = useAppAbility();
  return (sections ?? provided)
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => ability.can(item.access.action, item.access.subject)),
    }))
    .filter((section) => section.items.length > 0);
}

/**
 * The item's `aria-current` on the screen at `pathname`: `page` on its own screen, `true` on one
 * reached from it (a game opened from the list), none elsewhere. Either way it is shown as current.
 */
export function ariaCurrent(item: TNavItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to) return 'page';
  return item.within.some((pattern) => matchesPath(pattern, pathname)) ? 'true' : undefined;
}
