import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TNamespace, TTranslationKey } from '../lib/i18n.ts';
import type { TNavSection } from '../lib/navigation.ts';
import type { TAccess, TCrumb, TRouteMeta } from '../lib/route-meta.ts';

const ANY_SIGNED_IN: TAccess = { action: 'read', subject: 'Auth' };

/** A part of the menu: its label and icon, and the screen its breadcrumb step leads to. */
export type TSectionDescription = { labelKey: TTranslationKey; icon: Icon; home?: string };

/**
 * Everything about one screen, said once (STYLE habit 17): the route table, the menu, the access
 * checks, the title and the breadcrumb are all derived from it.
 */
export type TScreenDescription<TSection extends string = string, TId extends string = string> = {
  /** The route pattern, from `paths`. */
  path: string;
  titleKey: TTranslationKey;
  /** 'full': no navigation around it (sign-in, errors); 'shell': the signed-in shell. */
  layout: 'full' | 'shell';
  /** Who may open it: everyone, only signed-out visitors, or who holds an ability (default: signed in). */
  access?: 'public' | 'loginOnly' | TAccess;
  /** Where its breadcrumb starts, and its menu entry's section; a screen with a parent inherits it. */
  section?: TSection;
  /** The screen it is reached from: its breadcrumb passes there, and that menu entry stays marked. */
  parent?: TId;
  /** Its menu entry: the link (the screen without an id), the icon, and a label if not its title. */
  nav?: { to: string; labelKey?: TTranslationKey; icon: Icon };
  /** Translation namespaces it uses besides its title's, loaded with its code. */
  namespaces?: TNamespace[];
  load: () => Promise<ComponentType>;
};

type TScreens = Record<string, TScreenDescription>;
type TSections = Record<string, TSectionDescription>;

const accessOf = (screen: TScreenDescription): TAccess =>
  typeof screen.access === 'object' ? screen.access : ANY_SIGNED_IN;

/** The screen and the screens it is reached from, outermost first. */
function lineage(screens: TScreens, id: string): TScreenDescription[] {
  const chain: TScreenDescription[] = [];
  for (let at: string | undefined = id; at; at = screens[at]?.parent) {
    const screen = screens[at];
    if (!screen || chain.includes(screen)) throw new Error(`Screen "${at}" is missing or its own parent`);
    chain.unshift(screen);
  }
  return chain;
}

/**
 * The breadcrumb: the section, the screens it is reached from, then the screen itself. A step that
 * leads where the one before it leads, or says the same, is left out ("Games / Games"), and no step
 * links to the screen being shown.
 */
export function breadcrumbOf(screens: TScreens, sections: TSections, id: string): TCrumb[] {
  const chain = lineage(screens, id);
  const self = chain.at(-1) as TScreenDescription;
  const sectionId = chain.find((screen) => screen.section)?.section;
  const section = sectionId ? sections[sectionId] : undefined;
  const home = Object.values(screens).find((screen) => section?.home && screen.nav?.to === section.home);
  const steps: TCrumb[] = [
    ...(section ? [{ labelKey: section.labelKey, to: section.home, access: home && accessOf(home) }] : []),
    ...chain.slice(0, -1).map((screen) => ({
      labelKey: screen.nav?.labelKey ?? screen.titleKey,
      to: screen.nav?.to,
      access: accessOf(screen),
    })),
    { labelKey: self.nav?.labelKey ?? self.titleKey },
  ];
  const crumbs: TCrumb[] = [];
  for (const step of steps) {
    const crumb = step.to !== undefined && step.to === self.nav?.to ? { labelKey: step.labelKey } : step;
    const last = crumbs.at(-1);
    const repeats = last && (last.labelKey === crumb.labelKey || (crumb.to && last.to === crumb.to));
    if (!repeats) crumbs.push(crumb);
  }
  return crumbs;
}

/** What the guard, the document title and the page header read about a screen. */
export function routeMetaOf(screens: TScreens, sections: TSections, id: string): TRouteMeta {
  const screen = screens[id] as TScreenDescription;
  return {
    titleKey: screen.titleKey,
    breadcrumb: screen.layout === 'full' ? [] : breadcrumbOf(screens, sections, id),
    ...(screen.layout === 'full' && { layout: 'full' as const }),
    ...(screen.access === 'public' && { public: true }),
    ...(screen.access === 'loginOnly' && { loginOnly: true }),
    ...(typeof screen.access === 'object' && { access: screen.access }),
  };
}

/**
 * The menu: one entry per screen that has one, in the order of the table, grouped by section in
 * the order of the sections. An entry stays marked on the screens reached from it.
 */
export function navigationOf(screens: TScreens, sections: TSections): TNavSection[] {
  const ids = Object.keys(screens);
  const placed = ids.flatMap((id) => {
    const chain = lineage(screens, id);
    const screen = chain.at(-1) as TScreenDescription;
    if (!screen.nav) return [];
    const within = ids
      .filter((other) => lineage(screens, other).includes(screen))
      .map((other) => (screens[other] as TScreenDescription).path);
    const section = chain.find((s) => s.section)?.section;
    const labelKey = screen.nav.labelKey ?? screen.titleKey;
    return [{ section, item: { ...screen.nav, labelKey, access: accessOf(screen), within } }];
  });
  return Object.entries(sections)
    .map(([key, { labelKey, icon }]) => ({
      labelKey,
      icon,
      items: placed.filter((entry) => entry.section === key).map((entry) => entry.item),
    }))
    .filter((section) => section.items.length > 0);
}
