import { AbilityProvider } from '@casl/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { meQueryOptions } from '../features/auth/api/current-user-api.ts';
import { ability, useAppAbility } from '../lib/abilities.tsx';
import { i18n, i18nReady, loadEveryNamespace, type TNamespace } from '../lib/i18n.ts';
import { NavigationContext } from '../lib/navigation.ts';
import { keepOfflineCache } from '../lib/offline-cache.ts';
import { afterFirstPaint, lazyComponent, loadsOnOpening, openingData } from '../lib/opening.ts';
import { paths } from '../lib/paths.ts';
import { queryClient } from '../lib/query-client.ts';
import type { TRouteMeta } from '../lib/route-meta.ts';
import { getSession } from '../lib/session.ts';
import { Screen, screenRoutes } from './screen.tsx';
import { NAVIGATION, SECTIONS, SIGNED_IN_SCREENS } from './signed-in-screens.ts';

/**
 * A signed-in screen's guard also checks the user's abilities; its breadcrumb links only to
 * screens the user may open.
 */
function SignedInScreen({ meta, component }: { meta: TRouteMeta; component: ComponentType }) {
  const userAbility = useAppAbility();
  const breadcrumb = meta.breadcrumb.map((crumb) =>
    crumb.access && !userAbility.can(crumb.access.action, crumb.access.subject)
      ? { labelKey: crumb.labelKey }
      : crumb,
  );
  return <Screen meta={{ ...meta, breadcrumb }} component={component} ability={userAbility} />;
}

/** What the shell itself reads besides `common` (the trial banner, the notification bell). */
const SHELL_NAMESPACES: TNamespace[] = ['plans', 'notifications'];

// The shell is code of its own: a visitor sent elsewhere (to sign in, to 404) does not load it.
// Someone signed in opening a screen gets it with the screen, before the first render. Its words
// come with it: a shell reading a namespace not yet here would suspend behind a loading screen.
const shell = lazyComponent(async () => {
  const [module] = await Promise.all([
    import('./layouts/shell-layout.tsx'),
    i18nReady.then(() => i18n.loadNamespaces(SHELL_NAMESPACES)),
  ]);
  return module.ShellLayout;
});
const ShellLayout = shell.Component;
if (getSession()) {
  loadsOnOpening(shell.load());
  // Who is signed in (their saved settings, the trial, the first notifications) is asked for beside
  // the code: the shell's first render has it, instead of rendering again once it answers.
  loadsOnOpening(openingData(queryClient.prefetchQuery(meQueryOptions())));
  // A player's first paint waits for the words of their home only (lib/i18n.ts); the rest of the
  // language follows, so the next screen opens without waiting for its words.
  afterFirstPaint(() => void loadEveryNamespace());
}

// What the player's home receives is kept for the next opening offline (lib/offline-cache.ts),
// from the moment the signed-in code is here: /login never loads the keeping's code.
keepOfflineCache(queryClient);

const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <ShellLayout />
      </Suspense>
    ),
    children: screenRoutes(SIGNED_IN_SCREENS, SECTIONS, 'shell', SignedInScreen, ability),
  },
  { path: '*', element: <Navigate to={paths.misc.notFound.href()} replace /> },
];

/** The routes below the root's catch-all (routes.tsx), with the abilities their screens check. */
export function SignedInRoutes() {
  return (
    // The query client comes with the signed-in code, not with the entry (query-scope.tsx).
    <QueryClientProvider client={queryClient}>
      <AbilityProvider value={ability}>
        <NavigationContext value={NAVIGATION}>{useRoutes(routes)}</NavigationContext>
      </AbilityProvider>
    </QueryClientProvider>
  );
}
