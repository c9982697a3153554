import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { paths } from '../lib/paths.ts';
import { FullLayout } from './layouts/full-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { screenRoute, type TScreen } from './screen.tsx';

const full = { layout: 'full', breadcrumb: [] } as const;
const loginOnly = { ...full, loginOnly: true } as const;
const open = { ...full, public: true } as const;

/** The public screens (full layout), their meta and their lazily loaded components (spec section 2). */
const publicScreens: TScreen[] = [
  {
    path: paths.login.path,
    meta: { ...loginOnly, titleKey: 'auth:login.title' },
    // Every signed-out visit starts here: shipped with the app, not as a chunk of its own.
    load: async () => LoginPage,
  },
  {
    path: paths.auth.register.path,
    meta: { ...loginOnly, titleKey: 'auth:register.title' },
    load: () => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage),
  },
  {
    path: paths.auth.forgotPassword.path,
    meta: { ...loginOnly, titleKey: 'auth:forgotPassword.title' },
    load: () => import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  },
  {
    path: paths.auth.resetPassword.path,
    meta: { ...loginOnly, titleKey: 'auth:resetPassword.title' },
    load: () => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    path: paths.auth.setPassword.path,
    meta: { ...loginOnly, titleKey: 'auth:setPassword.title' },
    load: () => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    path: paths.auth.forgotOtp.path,
    meta: { ...loginOnly, titleKey: 'auth:forgotOtp.title' },
    load: () => import('../features/auth/pages/forgot-otp-page.tsx').then((m) => m.ForgotOtpPage),
  },
  {
    path: paths.auth.setOtp.path,
    meta: { ...loginOnly, titleKey: 'auth:setOtp.title' },
    load: () => import('../features/auth/pages/set-otp-page.tsx').then((m) => m.SetOtpPage),
  },
  {
    path: paths.auth.resetOtp.path,
    meta: { ...loginOnly, titleKey: 'auth:resetOtp.title' },
    load: () => import('../features/auth/pages/reset-otp-page.tsx').then((m) => m.ResetOtpPage),
  },
  {
    path: paths.misc.notFound.path,
    meta: { ...open, titleKey: 'misc:notFound.title' },
    load: () => import('../features/misc/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
  {
    path: paths.misc.notAuthorized.path,
    meta: { ...open, titleKey: 'misc:notAuthorized.title' },
    load: () => import('../features/misc/pages/not-authorized-page.tsx').then((m) => m.NotAuthorizedPage),
  },
  {
    path: paths.misc.maintenance.path,
    meta: { ...open, titleKey: 'misc:maintenance.title' },
    load: () => import('../features/misc/pages/maintenance-page.tsx').then((m) => m.MaintenancePage),
  },
  {
    path: paths.misc.error.path,
    meta: { ...open, titleKey: 'misc:error.title' },
    load: () => import('../features/misc/pages/error-page.tsx').then((m) => m.ErrorPage),
  },
  {
    path: paths.misc.comingSoon.path,
    meta: { ...open, titleKey: 'misc:comingSoon.title' },
    load: () => import('../features/misc/pages/coming-soon-page.tsx').then((m) => m.ComingSoonPage),
  },
];

// The signed-in screens, their shell and the abilities they check are code of their own: /login
// does not load them. Any path that is not a public screen goes there; unknown ones end on 404.
const SignedInRoutes = lazy(() =>
  import('./signed-in-routes.tsx').then((m) => ({ default: m.SignedInRoutes })),
);

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.dashboard.analytics.href()} replace /> },
      { element: <FullLayout />, children: publicScreens.map((screen) => screenRoute(screen)) },
      {
        path: '*',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <SignedInRoutes />
          </Suspense>
        ),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
