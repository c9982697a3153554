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
import { useAppAbility } from './abilities.tsx';
import type { TTranslationKey } from './i18n.ts';
import { paths } from './paths.ts';
import { SCREEN_ACCESS } from './screen-access.ts';

export type TNavItem = {
  labelKey: TTranslationKey;
  to: string;
  icon: Icon;
  access: { action: TAction; subject: TSubject };
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
        icon: IconDeviceGamepad2,
        access: SCREEN_ACCESS.games,
      },
      {
        labelKey: 'nav.habits',
        to: paths.games.activities.href(),
        icon: IconListCheck,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.teams',
        to: paths.games.teams.href(),
        icon: IconUsersGroup,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.kpis',
        to: paths.games.kpis.href(),
        icon: IconChartArrowsVertical,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.goals',
        to: paths.games.goals.href(),
        icon: IconTarget,
        access: SCREEN_ACCESS.manageGames,
      },
      {
        labelKey: 'nav.charities',
        to: paths.games.charities.href(),
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
