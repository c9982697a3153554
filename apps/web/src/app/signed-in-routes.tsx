import { AbilityProvider } from '@casl/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { ability, useAppAbility } from '../lib/abilities.tsx';
import { paths } from '../lib/paths.ts';
import type { TRouteMeta } from '../lib/route-meta.ts';
import { SCREEN_ACCESS } from '../lib/screen-access.ts';
import { Screen, screenRoute, type TScreen } from './screen.tsx';

/** Every signed-in screen (shell layout), its meta and its lazily loaded component (spec section 2). */
const screens: TScreen[] = [
  {
    path: paths.dashboard.analytics.path,
    meta: {
      titleKey: 'dashboard:analytics.title',
      breadcrumb: [{ labelKey: 'nav.dashboard' }, { labelKey: 'nav.analytics' }],
      access: SCREEN_ACCESS.dashboard,
    },
    load: () => import('../features/dashboard/pages/analytics-page.tsx').then((m) => m.AnalyticsPage),
  },
  {
    path: paths.dashboard.overview.path,
    meta: {
      titleKey: 'dashboard:overview.title',
      breadcrumb: [{ labelKey: 'nav.dashboard' }, { labelKey: 'nav.overview' }],
      access: SCREEN_ACCESS.companyOverview,
    },
    load: () => import('../features/dashboard/pages/overview-page.tsx').then((m) => m.OverviewPage),
  },
  {
    path: paths.games.list.path,
    meta: {
      titleKey: 'games:list.title',
      breadcrumb: [{ labelKey: 'nav.games' }, { labelKey: 'games:list.title' }],
      access: SCREEN_ACCESS.games,
    },
    load: () => import('../features/games/pages/game-list-page.tsx').then((m) => m.GameListPage),
  },
  {
    path: paths.games.create.path,
    meta: {
      titleKey: 'games:create.title',
      breadcrumb: [
        { labelKey: 'nav.games', to: paths.games.list.href() },
        { labelKey: 'games:create.title' },
      ],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () =>
      import('../features/games/pages/game-configuration-page.tsx').then((m) => m.GameConfigurationPage),
  },
  {
    path: paths.games.configure.path,
    meta: {
      titleKey: 'games:wizard.title',
      breadcrumb: [
        { labelKey: 'nav.games', to: paths.games.list.href() },
        { labelKey: 'games:wizard.title' },
      ],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () =>
      import('../features/games/pages/game-configuration-page.tsx').then((m) => m.GameConfigurationPage),
  },
  {
    path: paths.games.edit.path,
    meta: {
      titleKey: 'games:edit.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'games:edit.title' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/game-edit-page.tsx').then((m) => m.GameEditPage),
  },
  {
    path: paths.games.view.path,
    meta: {
      titleKey: 'games:view.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'games:view.title' }],
      access: SCREEN_ACCESS.games,
    },
    load: () => import('../features/games/pages/game-view-page.tsx').then((m) => m.GameViewPage),
  },
  {
    path: paths.games.activities.path,
    meta: {
      titleKey: 'activities:page.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'nav.habits' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/activities-page.tsx').then((m) => m.ActivitiesPage),
  },
  {
    path: paths.games.activityCreate.path,
    meta: {
      titleKey: 'activities:page.createTitle',
      breadcrumb: [
        { labelKey: 'nav.games', to: paths.games.list.href() },
        { labelKey: 'nav.habits', to: paths.games.activities.href() },
        { labelKey: 'activities:page.createTitle' },
      ],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () =>
      import('../features/games/pages/activity-configuration-page.tsx').then(
        (m) => m.ActivityConfigurationPage,
      ),
  },
  {
    path: paths.games.activityEdit.path,
    meta: {
      titleKey: 'activities:page.editTitle',
      breadcrumb: [
        { labelKey: 'nav.games', to: paths.games.list.href() },
        { labelKey: 'nav.habits', to: paths.games.activities.href() },
        { labelKey: 'activities:page.editTitle' },
      ],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () =>
      import('../features/games/pages/activity-configuration-page.tsx').then(
        (m) => m.ActivityConfigurationPage,
      ),
  },
  {
    path: paths.games.behaviourEdit.path,
    meta: {
      titleKey: 'activities:page.behaviourTitle',
      breadcrumb: [
        { labelKey: 'nav.games', to: paths.games.list.href() },
        { labelKey: 'nav.habits', to: paths.games.activities.href() },
        { labelKey: 'activities:page.behaviourTitle' },
      ],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () =>
      import('../features/games/pages/subactivity-configuration-page.tsx').then(
        (m) => m.SubactivityConfigurationPage,
      ),
  },
  {
    path: paths.games.teams.path,
    meta: {
      titleKey: 'teams:page.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'nav.teams' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/teams-page.tsx').then((m) => m.TeamsPage),
  },
  {
    path: paths.games.kpis.path,
    meta: {
      titleKey: 'kpis:page.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'nav.kpis' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/kpis-page.tsx').then((m) => m.KpisPage),
  },
  {
    path: paths.games.goals.path,
    meta: {
      titleKey: 'kpis:goals.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'nav.goals' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/goals-page.tsx').then((m) => m.GoalsPage),
  },
  {
    path: paths.games.charities.path,
    meta: {
      titleKey: 'charities:page.title',
      breadcrumb: [{ labelKey: 'nav.games', to: paths.games.list.href() }, { labelKey: 'nav.charities' }],
      access: SCREEN_ACCESS.manageGames,
    },
    load: () => import('../features/games/pages/charities-page.tsx').then((m) => m.CharitiesPage),
  },
  {
    path: paths.companies.list.path,
    meta: {
      titleKey: 'companies:list.title',
      breadcrumb: [{ labelKey: 'nav.companies' }, { labelKey: 'nav.companyList' }],
      access: SCREEN_ACCESS.companies,
    },
    load: () => import('../features/companies/pages/company-list-page.tsx').then((m) => m.CompanyListPage),
  },
  {
    path: paths.companies.create.path,
    meta: {
      titleKey: 'companies:create.title',
      breadcrumb: [
        { labelKey: 'nav.companies', to: paths.companies.list.href() },
        { labelKey: 'companies:create.title' },
      ],
      access: SCREEN_ACCESS.companies,
    },
    load: () =>
      import('../features/companies/pages/company-configuration-page.tsx').then(
        (m) => m.CompanyConfigurationPage,
      ),
  },
  {
    path: paths.companies.edit.path,
    meta: {
      titleKey: 'companies:edit.title',
      breadcrumb: [{ labelKey: 'nav.companies' }, { labelKey: 'companies:edit.title' }],
      // A company admin edits their own company too (name, language, logo).
      access: { action: 'update', subject: 'Company' },
    },
    load: () =>
      import('../features/companies/pages/company-configuration-page.tsx').then(
        (m) => m.CompanyConfigurationPage,
      ),
  },
  {
    path: paths.companies.view.path,
    meta: {
      titleKey: 'companies:view.title',
      breadcrumb: [{ labelKey: 'nav.companies' }, { labelKey: 'companies:view.title' }],
      access: { action: 'read', subject: 'Company' },
    },
    load: () => import('../features/companies/pages/company-view-page.tsx').then((m) => m.CompanyViewPage),
  },
  {
    path: paths.users.list.path,
    meta: {
      titleKey: 'users:list.title',
      breadcrumb: [{ labelKey: 'nav.users' }, { labelKey: 'nav.userList' }],
      access: SCREEN_ACCESS.users,
    },
    load: () => import('../features/users/pages/user-list-page.tsx').then((m) => m.UserListPage),
  },
  {
    path: paths.users.create.path,
    meta: {
      titleKey: 'users:create.title',
      breadcrumb: [
        { labelKey: 'nav.users', to: paths.users.list.href() },
        { labelKey: 'users:create.title' },
      ],
      access: { action: 'create', subject: 'User' },
    },
    load: () =>
      import('../features/users/pages/user-configuration-page.tsx').then((m) => m.UserConfigurationPage),
  },
  {
    path: paths.users.edit.path,
    meta: {
      titleKey: 'users:edit.title',
      breadcrumb: [{ labelKey: 'nav.users', to: paths.users.list.href() }, { labelKey: 'users:edit.title' }],
      access: { action: 'update', subject: 'User' },
    },
    load: () =>
      import('../features/users/pages/user-configuration-page.tsx').then((m) => m.UserConfigurationPage),
  },
  {
    path: paths.users.profile.path,
    meta: {
      titleKey: 'users:profile.title',
      breadcrumb: [
        { labelKey: 'nav.users', to: paths.users.list.href() },
        { labelKey: 'users:profile.title' },
      ],
      access: { action: 'read', subject: 'User' },
    },
    load: () => import('../features/users/pages/user-profile-page.tsx').then((m) => m.UserProfilePage),
  },
  {
    path: paths.users.upload.path,
    meta: {
      titleKey: 'uploads:title',
      breadcrumb: [{ labelKey: 'nav.users', to: paths.users.list.href() }, { labelKey: 'nav.userUpload' }],
      access: SCREEN_ACCESS.userUpload,
    },
    load: () => import('../features/uploads/pages/user-upload-page.tsx').then((m) => m.UserUploadPage),
  },
  {
    path: paths.users.myProfile.path,
    meta: {
      titleKey: 'profile:myProfile.title',
      breadcrumb: [{ labelKey: 'nav.settings' }, { labelKey: 'nav.myProfile' }],
      access: SCREEN_ACCESS.account,
    },
    load: () => import('../features/profile/pages/my-profile-page.tsx').then((m) => m.MyProfilePage),
  },
  {
    path: paths.users.settings.path,
    meta: {
      titleKey: 'profile:settings.title',
      breadcrumb: [{ labelKey: 'nav.settings' }, { labelKey: 'nav.mySettings' }],
      access: SCREEN_ACCESS.account,
    },
    load: () => import('../features/profile/pages/settings-page.tsx').then((m) => m.SettingsPage),
  },
  {
    path: paths.users.settingsOf.path,
    meta: {
      titleKey: 'profile:settings.title',
      // Mostly someone else's settings, opened by an admin from the users.
      breadcrumb: [
        { labelKey: 'nav.users', to: paths.users.list.href() },
        { labelKey: 'profile:settings.title' },
      ],
      access: SCREEN_ACCESS.account,
    },
    load: () => import('../features/profile/pages/settings-page.tsx').then((m) => m.SettingsPage),
  },
  {
    path: paths.users.password.path,
    meta: {
      titleKey: 'profile:password.title',
      breadcrumb: [{ labelKey: 'nav.settings' }, { labelKey: 'profile:password.title' }],
      access: SCREEN_ACCESS.account,
    },
    load: () => import('../features/profile/pages/password-page.tsx').then((m) => m.PasswordPage),
  },
  {
    path: paths.settings.faq.path,
    meta: {
      titleKey: 'faq:title',
      breadcrumb: [{ labelKey: 'nav.settings' }, { labelKey: 'nav.faq' }],
      access: SCREEN_ACCESS.faq,
    },
    load: () => import('../features/faq/pages/faq-page.tsx').then((m) => m.FaqPage),
  },
  {
    path: paths.admin.mailbox.path,
    meta: {
      titleKey: 'mailbox:title',
      breadcrumb: [{ labelKey: 'nav.administration' }, { labelKey: 'nav.mailbox' }],
      access: SCREEN_ACCESS.mailbox,
    },
    load: () => import('../features/mailbox/pages/mailbox-page.tsx').then((m) => m.MailboxPage),
  },
  {
    path: paths.accessControl.path,
    meta: {
      titleKey: 'access-control:title',
      breadcrumb: [{ labelKey: 'nav.accessControl' }],
      access: { action: 'read', subject: 'ACL' },
    },
    load: () =>
      import('../features/access-control/pages/access-control-page.tsx').then((m) => m.AccessControlPage),
  },
];

/** A signed-in screen's guard also checks the user's abilities. */
function SignedInScreen(props: { meta: TRouteMeta; component: ComponentType }) {
  const userAbility = useAppAbility();
  return <Screen {...props} ability={userAbility} />;
}

// The shell is code of its own: a visitor sent elsewhere (to sign in, to 404) does not load it.
const ShellLayout = lazy(() =>
  import('./layouts/shell-layout.tsx').then((m) => ({ default: m.ShellLayout })),
);

const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <ShellLayout />
      </Suspense>
    ),
    children: screens.map((screen) => screenRoute(screen, SignedInScreen)),
  },
  { path: '*', element: <Navigate to={paths.misc.notFound.href()} replace /> },
];

/** The routes below the root's catch-all (routes.tsx), with the abilities their screens check. */
export function SignedInRoutes() {
  return <AbilityProvider value={ability}>{useRoutes(routes)}</AbilityProvider>;
}
