import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { paths } from '../lib/paths.ts';
import type { TScreenDescription } from './screen-tree.ts';

const full = 'full' as const;

/**
 * A public screen's code, with the query client its hooks read (`query-scope.tsx`): /login, in the
 * entry, reads none, so the entry ships without TanStack Query.
 */
const withQueries =
  (load: () => Promise<ComponentType>): (() => Promise<ComponentType>) =>
  () =>
    Promise.all([load(), import('./query-scope.tsx')]).then(([Component, scope]) =>
      scope.withQueryClient(Component),
    );

/** The screens open without signing in (full layout), described once like the signed-in ones. */
export const PUBLIC_SCREENS = {
  login: {
    path: paths.login.path,
    titleKey: 'auth:login.title',
    layout: full,
    access: 'loginOnly',
    // Every signed-out visit starts here: shipped with the app, not as a chunk of its own.
    load: async () => LoginPage,
  },
  register: {
    path: paths.auth.register.path,
    titleKey: 'auth:register.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage)),
  },
  confirmEmail: {
    path: paths.auth.confirmEmail.path,
    titleKey: 'auth:confirmEmail.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
    ),
  },
  ssoCallback: {
    path: paths.auth.ssoCallback.path,
    titleKey: 'auth:companySignIn.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/sso-callback-page.tsx').then((m) => m.SsoCallbackPage),
    ),
  },
  forgotPassword: {
    path: paths.auth.forgotPassword.path,
    titleKey: 'auth:forgotPassword.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
    ),
  },
  resetPassword: {
    path: paths.auth.resetPassword.path,
    titleKey: 'auth:resetPassword.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    ),
  },
  setPassword: {
    path: paths.auth.setPassword.path,
    titleKey: 'auth:setPassword.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    ),
  },
  forgotOtp: {
    path: paths.auth.forgotOtp.path,
    titleKey: 'auth:forgotOtp.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() =>
      import('../features/auth/pages/forgot-otp-page.tsx').then((m) => m.ForgotOtpPage),
    ),
  },
  setOtp: {
    path: paths.auth.setOtp.path,
    titleKey: 'auth:setOtp.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() => import('../features/auth/pages/set-otp-page.tsx').then((m) => m.SetOtpPage)),
  },
  resetOtp: {
    path: paths.auth.resetOtp.path,
    titleKey: 'auth:resetOtp.title',
    layout: full,
    access: 'loginOnly',
    load: withQueries(() => import('../features/auth/pages/reset-otp-page.tsx').then((m) => m.ResetOtpPage)),
  },
  // Public onboarding and joining by link (decision 0022): open signed in or not.
  onboarding: {
    path: paths.onboarding.start.path,
    titleKey: 'onboarding:title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/onboarding/pages/onboarding-page.tsx').then((m) => m.OnboardingPage),
    ),
  },
  onboardingIframe: {
    path: paths.onboarding.iframe.path,
    titleKey: 'onboarding:iframeTitle',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/onboarding/pages/onboarding-page.tsx').then((m) => m.OnboardingIframePage),
    ),
  },
  onboardingComplete: {
    path: paths.onboarding.complete.path,
    titleKey: 'onboarding:completeTitle',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/onboarding/pages/onboarding-complete-page.tsx').then(
        (m) => m.OnboardingCompletePage,
      ),
    ),
  },
  joinGame: {
    path: paths.onboarding.join.path,
    titleKey: 'onboarding:joinTitle',
    layout: full,
    access: 'public',
    load: withQueries(() => import('../features/onboarding/pages/join-page.tsx').then((m) => m.JoinPage)),
  },
  // A mail's unsubscribe link (decision 0032): whoever holds it, signed in or not.
  unsubscribe: {
    path: paths.auth.unsubscribe.path,
    titleKey: 'auth:unsubscribe.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/profile/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
    ),
  },
  notFound: {
    path: paths.misc.notFound.path,
    titleKey: 'misc:notFound.title',
    layout: full,
    access: 'public',
    load: withQueries(() => import('../features/misc/pages/not-found-page.tsx').then((m) => m.NotFoundPage)),
  },
  notAuthorized: {
    path: paths.misc.notAuthorized.path,
    titleKey: 'misc:notAuthorized.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/misc/pages/not-authorized-page.tsx').then((m) => m.NotAuthorizedPage),
    ),
  },
  maintenance: {
    path: paths.misc.maintenance.path,
    titleKey: 'misc:maintenance.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/misc/pages/maintenance-page.tsx').then((m) => m.MaintenancePage),
    ),
  },
  error: {
    path: paths.misc.error.path,
    titleKey: 'misc:error.title',
    layout: full,
    access: 'public',
    load: withQueries(() => import('../features/misc/pages/error-page.tsx').then((m) => m.ErrorPage)),
  },
  // Open to anyone with the game's public link, signed in or not.
  publicLeaderboard: {
    path: paths.publicLeaderboard.path,
    titleKey: 'public:board.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/public/pages/public-leaderboard-page.tsx').then((m) => m.PublicLeaderboardPage),
    ),
  },
  // `/{publicId}`: routed apart, so it never shadows a screen's path (routes.tsx).
  publicGame: {
    path: paths.publicGame.path,
    titleKey: 'public:game.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/public/pages/public-game-page.tsx').then((m) => m.PublicGamePage),
    ),
  },
  comingSoon: {
    path: paths.misc.comingSoon.path,
    titleKey: 'misc:comingSoon.title',
    layout: full,
    access: 'public',
    load: withQueries(() =>
      import('../features/misc/pages/coming-soon-page.tsx').then((m) => m.ComingSoonPage),
    ),
  },
} satisfies Record<string, TScreenDescription<never>>;
