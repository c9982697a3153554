import type { TAction, TSubject } from '@rally/contracts/abilities';
import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconBuildingSkyscraper,
  IconChartArrowsVertical,
  IconChartBar,
  IconDeviceGamepad2,
  IconFileUpload,
  IconGauge,
  IconHeartHandshake,
  IconHelp,
  IconLayoutDashboard,
  IconListCheck,
  IconMail,
  IconSettings,
  IconTarget,
  IconTrophy,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { matchPath } from 'react-router';
import { useAppAbility } from './abilities.tsx';
import type { TTranslationKey } from './i18n.ts';
import { paths } from './paths.ts';
import { SCREEN_ACCESS } from './screen-access.ts';

export type TNavItem = {
  labelKey: TTranslationKey;
  to: string;
  icon: Icon;
  access: { action: TAction; subject: TSubject };
  /** Route patterns of the screens reached from this one (a game of the list): the item stays marked there. */
  within?: string[];
};
export type TNavGroup = { labelKey: TTranslationKey; icon: Icon; items: TNavItem[] };

/**
 * The screens the navigation offers, grouped. Only screens that exist belong here; each names the
 * ability its route requires, so a user is offered only what they may open.
 */
const NAVIGATION: TNavGroup[] = [
  {
    labelKey: 'nav.dashboard',
    icon: IconLayoutDashboard,
    items: [
      {
        labelKey: 'nav.analytics',
        to: paths.dashboard.analytics.href(),
        icon: IconChartBar,
        access: SCREEN_ACCESS.dashboard,
      },
      {
        labelKey: 'nav.overview',
        to: paths.dashboard.overview.href(),
        icon: IconGauge,
        access: SCREEN_ACCESS.companyOverview,
      },
    ],
  },
  {
    labelKey: 'nav.games',
    icon: IconTrophy,
    items: [
      {
        labelKey: 'nav.games',
        to: paths.games.list.href(),
        within: [
          paths.games.view.path,
          paths.games.create.path,
          paths.games.configure.path,
          paths.games.edit.path,
        ],
        icon: IconDeviceGamepad2,
        access: SCREEN_ACCESS.games,
      },
      {
        labelKey: 'nav.habits',
        to: paths.games.activities.href(),
        within: [
          paths.games.activities.path,
          paths.games.activityCreate.path,
          paths.games.activityEdit.path,
          paths.games.behaviourEdit.path,
        ],
        icon: IconListCheck,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.teams',
        to: paths.games.teams.href(),
        within: [paths.games.teams.path],
        icon: IconUsersGroup,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.kpis',
        to: paths.games.kpis.href(),
        within: [paths.games.kpis.path],
        icon: IconChartArrowsVertical,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.goals',
        to: paths.games.goals.href(),
        within: [paths.games.goals.path],
        icon: IconTarget,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.charities',
        to: paths.games.charities.href(),
        within: [paths.games.charities.path],
        icon: IconHeartHandshake,
        access: SCREEN_ACCESS.manageGames,
      },
    ],
  },
  {
    labelKey: 'nav.companies',
    icon: IconBuildingSkyscraper,
    items: [
      {
        labelKey: 'nav.companyList',
        to: paths.companies.list.href(),
        within: [paths.companies.create.path, paths.companies.edit.path, paths.companies.view.path],
        icon: IconBuildingSkyscraper,
        access: SCREEN_ACCESS.companies,
      },
    ],
  },
  {
    labelKey: 'nav.users',
    icon: IconUsersGroup,
    items: [
      {
        labelKey: 'nav.userList',
        to: paths.users.list.href(),
        within: [
          paths.users.create.path,
          paths.users.edit.path,
          paths.users.profile.path,
          paths.users.settingsOf.path,
        ],
        icon: IconUsers,
        access: SCREEN_ACCESS.users,
      },
      {
        labelKey: 'nav.userUpload',
        to: paths.users.upload.href(),
        icon: IconFileUpload,
        access: SCREEN_ACCESS.userUpload,
      },
    ],
  },
  {
    labelKey: 'nav.administration',
    icon: IconSettings,
    items: [
      {
        labelKey: 'nav.mailbox',
        to: paths.admin.mailbox.href(),
        icon: IconMail,
        access: SCREEN_ACCESS.mailbox,
      },
    ],
  },
  {
    labelKey: 'nav.settings',
    icon: IconAdjustmentsHorizontal,
    items: [
      {
        labelKey: 'nav.myProfile',
        to: paths.users.myProfile.href(),
        within: [paths.users.password.path],
        icon: IconUserCircle,
        access: SCREEN_ACCESS.account,
      },
      {
        labelKey: 'nav.mySettings',
        to: paths.users.settings.href(),
        icon: IconAdjustmentsHorizontal,
        access: SCREEN_ACCESS.account,
      },
      {
        labelKey: 'nav.faq',
        to: paths.settings.faq.href(),
        icon: IconHelp,
        access: SCREEN_ACCESS.faq,
      },
    ],
  },
];

/** The navigation as the signed-in user may use it: forbidden items and empty groups removed. */
export function useAllowedNavigation(): TNavGroup[] {
  const ability = useAppAbility();
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => ability.can(item.access.action, item.access.subject)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The item's `aria-current` on the screen at `pathname`: `page` on its own screen, `true` on one
 * reached from it (a game opened from the list), none elsewhere. Either way it is shown as current.
 */
export function ariaCurrent(item: TNavItem, pathname: string): 'page' | 'true' | undefined {
  if (pathname === item.to) return 'page';
  return item.within?.some((pattern) => matchPath(pattern, pathname)) ? 'true' : undefined;
}
