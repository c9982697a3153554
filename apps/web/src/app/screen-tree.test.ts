import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { ariaCurrent } from '../lib/navigation.ts';
import { breadcrumbOf, navigationOf } from './screen-tree.ts';
import { NAVIGATION, SECTIONS, SIGNED_IN_SCREENS } from './signed-in-screens.ts';

// Keys kept in data name their own namespace (like `useKeyTranslation`).
const t = i18n.t as unknown as (key: string) => string;
const ids = Object.keys(SIGNED_IN_SCREENS) as (keyof typeof SIGNED_IN_SCREENS)[];
const words = (id: string) => breadcrumbOf(SIGNED_IN_SCREENS, SECTIONS, id).map((crumb) => t(crumb.labelKey));

/** A concrete URL of a screen: its pattern with every parameter filled in. */
const urlOf = (path: string) => path.replace(/:id\?/, 'g1').replace(/:id/, 'x1');

/** The menu entries marked on a screen, with how they are marked. */
const marked = (pathname: string) =>
  NAVIGATION.flatMap((section) => section.items)
    .map((item) => [t(item.labelKey), ariaCurrent(item, pathname)])
    .filter(([, current]) => current !== undefined);

describe('the screens described once', () => {
  it.each(ids)('%s: the breadcrumb never says the same twice in a row', (id) => {
    const crumbs = words(id);
    expect(crumbs.length).toBeGreaterThan(0);
    expect(crumbs.filter((word, index) => word === crumbs[index - 1])).toEqual([]);
  });

  it.each([
    ['gameList', ['Games']],
    ['gameView', ['Games', 'Game']],
    ['activities', ['Games', 'Habits']],
    ['behaviourEdit', ['Games', 'Habits', 'Behaviour']],
    ['companyList', ['Companies', 'All companies']],
    ['companyCreate', ['Companies', 'New company']],
    ['userSettings', ['Users', 'Settings']],
    ['mailbox', ['Administration', 'Mailbox']],
    ['accessControl', ['Access control']],
  ])('%s reads %j', (id, expected) => {
    expect(words(id)).toEqual(expected);
  });

  it('links each step to where it leads, except the screen itself', () => {
    expect(breadcrumbOf(SIGNED_IN_SCREENS, SECTIONS, 'activityEdit').map((crumb) => crumb.to)).toEqual([
      '/games/game-list',
      '/games/activity',
      undefined,
    ]);
  });

  it.each(ids.filter((id) => id !== 'accessControl'))('%s marks exactly one menu entry', (id) => {
    const url = urlOf(SIGNED_IN_SCREENS[id].path);
    expect(marked(url)).toHaveLength(1);
  });

  it.each([
    ['/games/game-list', [['Games', 'page']]],
    ['/games/game-view/g1', [['Games', 'true']]],
    ['/games/activity/g1', [['Habits', 'true']]],
    ['/games/subactivity-configuration/b1', [['Habits', 'true']]],
    ['/companies/company-configuration/c1', [['All companies', 'true']]],
    ['/users/password/u1', [['My profile', 'true']]],
    ['/users/settings/u1', [['All users', 'true']]],
    ['/users/settings', [['My settings', 'page']]],
  ])('on %s marks %j', (pathname, expected) => {
    expect(marked(pathname)).toEqual(expected);
  });

  it('refuses a screen that names a parent the table lacks', () => {
    const orphan = { ...SIGNED_IN_SCREENS.gameView, parent: 'nowhere' };
    expect(() => navigationOf({ ...SIGNED_IN_SCREENS, orphan }, SECTIONS)).toThrow(/"nowhere"/);
  });
});
