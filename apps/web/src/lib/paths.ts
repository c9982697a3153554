import type { TRole } from '@rally/contracts/abilities';

/**
 * Every URL the app links to (STYLE habit 8). `path` is the route pattern for the route table,
 * `href` builds a link; components never write URLs by hand.
 */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    /** `from`: where a signed-out visitor was going; the login screen sends them back there. */
    href: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
  },
  auth: {
    register: { path: '/rally/register', href: () => '/rally/register' },
    confirmEmail: {
      path: '/rally/confirm-email/:id',
      href: (token: string) => `/rally/confirm-email/${id(token)}`,
    },
    forgotPassword: { path: '/rally/forgot-password', href: () => '/rally/forgot-password' },
    resetPassword: {
      path: '/rally/reset-password/:id',
      href: (token: string) => `/rally/reset-password/${id(token)}`,
    },
    /** A mail's unsubscribe link (decision 0032): open signed in or not; it asks before it stops. */
    unsubscribe: {
      path: '/rally/unsubscribe',
      href: (token: string) => `/rally/unsubscribe?token=${id(token)}`,
    },
    setPassword: {
      path: '/rally/set-password/:id',
      href: (token: string) => `/rally/set-password/${id(token)}`,
    },
    forgotOtp: { path: '/rally/forgot-otp', href: () => '/rally/forgot-otp' },
    /** Where a company's identity provider sends the browser back (the server's redirect URI, decision 0035). */
    ssoCallback: { path: '/sso/callback', href: () => '/sso/callback' },
    setOtp: { path: '/rally/set-otp/:id', href: (requestId: string) => `/rally/set-otp/${id(requestId)}` },
    resetOtp: {
      path: '/rally/reset-otp/:id',
      href: (resetToken: string) => `/rally/reset-otp/${id(resetToken)}`,
    },
  },
  dashboard: {
    analytics: { path: '/dashboard/analytics', href: () => '/dashboard/analytics' },
    overview: { path: '/dashboard/overview', href: () => '/dashboard/overview' },
  },
  games: {
    view: { path: '/games/game-view/:id', href: (gameId: string) => `/games/game-view/${id(gameId)}` },
    list: { path: '/games/game-list', href: () => '/games/game-list' },
    create: { path: '/games/game-configuration', href: () => '/games/game-configuration' },
    /** The step-by-step set-up of a saved game; `step` opens one step (`teams`, `review`, ...). */
    configure: {
      path: '/games/game-configuration/:id',
      href: (gameId: string, step?: string) =>
        `/games/game-configuration/${id(gameId)}${step ? `?step=${encodeURIComponent(step)}` : ''}`,
    },
    edit: { path: '/games/game-edit/:id', href: (gameId: string) => `/games/game-edit/${id(gameId)}` },
    /** A game's review queue (without an id it asks which game); `query` presets its filters. */
    review: {
      path: '/games/review/:id?',
      href: (gameId?: string, query?: Record<string, string>) =>
        `/games/review${gameId ? `/${id(gameId)}` : ''}${query ? `?${new URLSearchParams(query)}` : ''}`,
    },
    /** The judge view: every participant of a game (without an id it asks which game). */
    participants: {
      path: '/games/participants/:id?',
      href: (gameId?: string) => (gameId ? `/games/participants/${id(gameId)}` : '/games/participants'),
    },
    /** A game's report (without an id it asks which game); `round` opens one round's. */
    report: {
      path: '/games/report/:id?',
      href: (gameId?: string) => (gameId ? `/games/report/${id(gameId)}` : '/games/report'),
    },
    // A game's content screens: without an id they first ask which game.
    activities: {
      path: '/games/activity/:id?',
      href: (gameId?: string) => (gameId ? `/games/activity/${id(gameId)}` : '/games/activity'),
    },
    activityCreate: {
      path: '/games/activity-configuration',
      href: (gameId?: string) =>
        gameId ? `/games/activity-configuration?gameId=${id(gameId)}` : '/games/activity-configuration',
    },
    activityEdit: {
      path: '/games/activity-configuration/:id',
      href: (activityId: string) => `/games/activity-configuration/${id(activityId)}`,
    },
    behaviourEdit: {
      path: '/games/subactivity-configuration/:id',
      href: (behaviourId: string) => `/games/subactivity-configuration/${id(behaviourId)}`,
    },
    teams: {
      path: '/games/teams/:id?',
      href: (gameId?: string) => (gameId ? `/games/teams/${id(gameId)}` : '/games/teams'),
    },
    kpis: {
      path: '/games/kpi/:id?',
      href: (gameId?: string) => (gameId ? `/games/kpi/${id(gameId)}` : '/games/kpi'),
    },
    sets: {
      path: '/games/sets/:id?',
      href: (gameId?: string) => (gameId ? `/games/sets/${id(gameId)}` : '/games/sets'),
    },
    goals: {
      path: '/games/goals/:id?',
      href: (gameId?: string) => (gameId ? `/games/goals/${id(gameId)}` : '/games/goals'),
    },
    /** A game's KPI actuals: by hand in a grid, or from a spreadsheet. */
    kpiActuals: {
      path: '/games/kpi-actuals/:id?',
      href: (gameId?: string) => (gameId ? `/games/kpi-actuals/${id(gameId)}` : '/games/kpi-actuals'),
    },
    charities: {
      path: '/games/charity/:id?',
      href: (gameId?: string) => (gameId ? `/games/charity/${id(gameId)}` : '/games/charity'),
    },
    /** A game's badges: rules from the catalogue, and badges given by hand. */
    badges: {
      path: '/games/badges/:id?',
      href: (gameId?: string) => (gameId ? `/games/badges/${id(gameId)}` : '/games/badges'),
    },
    /** Templates (ADR 0020): the library, a template's preview (and a game from it), its content. */
    templates: { path: '/games/template', href: () => '/games/template' },
    gameTemplate: {
      path: '/games/game-template/:id',
      href: (templateId: string) => `/games/game-template/${id(templateId)}`,
    },
    templateActivities: {
      path: '/games/template-habit/:id?',
      href: (templateId?: string) =>
        templateId ? `/games/template-habit/${id(templateId)}` : '/games/template-habit',
    },
    templateActivity: {
      path: '/games/habit-configuration/:id',
      href: (taskId: string) => `/games/habit-configuration/${id(taskId)}`,
    },
    templateBehaviour: {
      path: '/games/behaviour-configuration/:id',
      href: (behaviourId: string) => `/games/behaviour-configuration/${id(behaviourId)}`,
    },
    templateKpis: {
      path: '/games/template-kpi',
      href: (templateId?: string) =>
        templateId ? `/games/template-kpi?template=${id(templateId)}` : '/games/template-kpi',
    },
    templateGoals: {
      path: '/games/template-goals',
      href: (templateId?: string) =>
        templateId ? `/games/template-goals?template=${id(templateId)}` : '/games/template-goals',
    },
    templateCharities: {
      path: '/games/template-charity',
      href: (templateId?: string) =>
        templateId ? `/games/template-charity?template=${id(templateId)}` : '/games/template-charity',
    },
    /** The media library, a media item (preview and its quiz questions), upload and details. */
    media: { path: '/games/media', href: () => '/games/media' },
    mediaItem: { path: '/games/media/:id', href: (mediaId: string) => `/games/media/${id(mediaId)}` },
    mediaUpload: { path: '/games/media-configuration', href: () => '/games/media-configuration' },
    mediaEdit: {
      path: '/games/media-configuration/:id',
      href: (mediaId: string) => `/games/media-configuration/${id(mediaId)}`,
    },
    /** A game's quiz: which media items' questions its players answer. */
    quiz: {
      path: '/games/quiz-configuration/:id?',
      href: (gameId?: string) =>
        gameId ? `/games/quiz-configuration/${id(gameId)}` : '/games/quiz-configuration',
    },
  },
  companies: {
    list: { path: '/companies/company-list', href: () => '/companies/company-list' },
    create: { path: '/companies/company-configuration', href: () => '/companies/company-configuration' },
    edit: {
      path: '/companies/company-configuration/:id',
      href: (companyId: string) => `/companies/company-configuration/${id(companyId)}`,
    },
    view: {
      path: '/companies/company-view/:id',
      href: (companyId: string) => `/companies/company-view/${id(companyId)}`,
    },
  },
  sales: {
    leads: { path: '/saleslead-list', href: () => '/saleslead-list' },
    lead: {
      path: '/sales/lead-configuration/:id',
      href: (leadId: string) => `/sales/lead-configuration/${id(leadId)}`,
    },
  },
  onboarding: {
    start: { path: '/rally/onboarding', href: () => '/rally/onboarding' },
    iframe: { path: '/rally/onboarding-iframe', href: () => '/rally/onboarding-iframe' },
    /** Without an id: "check your mail"; with the mailed token: the address confirmed, the game live. */
    complete: {
      path: '/rally/onboarding-complete/:id?',
      href: (token?: string) =>
        token ? `/rally/onboarding-complete/${id(token)}` : '/rally/onboarding-complete',
    },
    /** A colleague joins a game by its public id. */
    join: { path: '/onboarding-user/:id', href: (publicId: string) => `/onboarding-user/${id(publicId)}` },
  },
  users: {
    list: { path: '/users/user-list', href: () => '/users/user-list' },
    create: {
      path: '/users/user-configuration',
      /** Optionally preset: a company's page invites that company's admin. */
      href: (preset: { companyId?: string; role?: TRole } = {}) => {
        const query = new URLSearchParams(Object.entries(preset).filter(([, v]) => v) as [string, string][]);
        return `/users/user-configuration${query.size > 0 ? `?${query}` : ''}`;
      },
    },
    edit: {
      path: '/users/user-configuration/:id',
      href: (userId: string) => `/users/user-configuration/${id(userId)}`,
    },
    profile: { path: '/users/profile/:id', href: (userId: string) => `/users/profile/${id(userId)}` },
    upload: { path: '/users/user-upload', href: () => '/users/user-upload' },
    myProfile: { path: '/users/myprofile', href: () => '/users/myprofile' },
    settings: { path: '/users/settings', href: () => '/users/settings' },
    settingsOf: { path: '/users/settings/:id', href: (userId: string) => `/users/settings/${id(userId)}` },
    password: { path: '/users/password/:id', href: (userId: string) => `/users/password/${id(userId)}` },
  },
  settings: {
    faq: { path: '/settings/faq', href: () => '/settings/faq' },
  },
  admin: {
    mailbox: { path: '/admin/mailbox', href: () => '/admin/mailbox' },
    /** The company's API keys for sending KPI actuals from its own systems. */
    apiKeys: { path: '/admin/api-keys', href: () => '/admin/api-keys' },
    /** The company's webhook endpoints and their deliveries. */
    webhooks: { path: '/admin/webhooks', href: () => '/admin/webhooks' },
    /** The company's identity providers and sign-in policy (decision 0035). */
    sso: { path: '/admin/sso', href: () => '/admin/sso' },
    /** The company's SCIM tokens and base URL, for its directory (decision 0036). */
    provisioning: { path: '/admin/provisioning', href: () => '/admin/provisioning' },
  },
  accessControl: { path: '/access-control', href: () => '/access-control' },
  /** A player's home: their games, and one game's day (the running one unless `gameId` says). */
  play: {
    path: '/play/:id?',
    href: (gameId?: string) => (gameId ? `/play/${id(gameId)}` : '/play'),
    /**
     * Where the installed app opens (its manifest's `start_url`): a player's home; `launch` sends
     * whoever is not a player on to their own (app/guard.ts).
     */
    launch: '/play?launch',
    /** A player's own progress in a game: points by source per round, days logged. */
    progress: {
      path: '/play/:id/progress',
      href: (gameId: string) => `/play/${id(gameId)}/progress`,
    },
  },
  /** A game's public page and leaderboard, by its public id: open without signing in. */
  publicGame: { path: '/:publicId', href: (publicId: string) => `/${id(publicId)}` },
  publicLeaderboard: {
    path: '/leaderboard/:publicId',
    /** `tv`: the wall-screen mode (full screen, large type, cycling boards). */
    href: (publicId: string, { tv = false }: { tv?: boolean } = {}) =>
      `/leaderboard/${id(publicId)}${tv ? '?tv=1' : ''}`,
  },
  misc: {
    notFound: { path: '/error-404', href: () => '/error-404' },
    notAuthorized: { path: '/not-authorized', href: () => '/not-authorized' },
    maintenance: { path: '/under-maintenance', href: () => '/under-maintenance' },
    error: { path: '/error', href: () => '/error' },
    comingSoon: { path: '/pages/miscellaneous/coming-soon', href: () => '/pages/miscellaneous/coming-soon' },
  },
} as const;

/** Only same-origin paths are followed after sign-in (no `//evil.example` or `https://...`). */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
