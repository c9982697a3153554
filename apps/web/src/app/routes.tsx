import { Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { matchesPath } from '../lib/match-path.ts';
import { lazyComponent, loadsOnOpening } from '../lib/opening.ts';
import { paths } from '../lib/paths.ts';
import { isPublicGamePath } from '../lib/public-game-path.ts';
import { useSession } from '../lib/session.ts';
import { FullLayout } from './layouts/full-layout.tsx';
import { PUBLIC_SCREENS } from './public-screens.ts';
import { RootLayout } from './root-layout.tsx';
import { screenRoutes } from './screen.tsx';

// The signed-in screens, their shell and the abilities they check are code of their own: /login
// does not load them. Any path that is not a public screen goes there; unknown ones end on 404.
const signedInRoutes = lazyComponent(() => import('./signed-in-routes.tsx').then((m) => m.SignedInRoutes));
const SignedInRoutes = signedInRoutes.Component;

/** `/` goes to the dashboard (spec section 6); a player's own home is their games. */
function HomeRedirect() {
  const player = useSession()?.user.role === 'player';
  return <Navigate to={player ? paths.play.href() : paths.dashboard.analytics.href()} replace />;
}

const fullScreens = screenRoutes(PUBLIC_SCREENS, {}, 'full');
const isPublicGame = (route: RouteObject) => route.path === paths.publicGame.path;

// Opening the app on a signed-in screen (or `/`, which leads to one): its chunk starts loading
// now, beside the translations, instead of after the first render (ADR 0019).
const opening = window.location.pathname;
const opensPublicScreen = fullScreens.some(
  (route) => !isPublicGame(route) && route.path && matchesPath(route.path, opening),
);
if (!opensPublicScreen && !isPublicGamePath(opening)) {
  loadsOnOpening(signedInRoutes.load());
}

/** The public game page's paths (`isPublicGamePath`) go to it; any other to the signed-in screens. */
function CatchAll() {
  const { pathname } = useLocation();
  const publicGame = isPublicGamePath(pathname);
  const routes = useRoutes(
    publicGame ? [{ element: <FullLayout />, children: fullScreens.filter(isPublicGame) }] : [],
  );
  if (publicGame) return routes;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInRoutes />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <HomeRedirect /> },
      { element: <FullLayout />, children: fullScreens.filter((route) => !isPublicGame(route)) },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
