import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };
import { expect, type TScreen } from './fixtures.ts';

/**
 * Every screen of the screen tree (`apps/web/src/app/signed-in-screens.ts`, `public-screens.ts`),
 * opened by the role that uses it, at a phone's width and, where the layout differs enough to
 * matter, at a laptop's. Screens with an id show the demo company's running game and accounts.
 * Each entry becomes one test per skin (`a11y.spec.ts`).
 */
const TOKEN = 'a'.repeat(32);
/** The screens `who` opens. */
const opensAs = (who: TScreen['who'], screens: Omit<TScreen, 'who'>[]): TScreen[] =>
  screens.map((screen) => ({ ...screen, who }));

const both: TScreen['viewports'] = ['phone', 'desktop'];
const phone: TScreen['viewports'] = ['phone'];

const signedOut = opensAs('signed out', [
  { name: 'sign-in', path: '/login', heading: 'Welcome back', viewports: both },
  { name: 'register', path: '/rally/register', viewports: phone },
  { name: 'confirm e-mail', path: `/rally/confirm-email/${TOKEN}`, viewports: phone },
  { name: 'forgot password', path: '/rally/forgot-password', viewports: phone },
  { name: 'reset password', path: `/rally/reset-password/${TOKEN}`, viewports: phone },
  { name: 'set password', path: `/rally/set-password/${TOKEN}`, viewports: both },
  { name: 'forgot one-time code', path: '/rally/forgot-otp', viewports: phone },
  { name: 'set one-time code', path: `/rally/set-otp/${TOKEN}`, viewports: phone },
  { name: 'reset by one-time code', path: `/rally/reset-otp/${TOKEN}`, viewports: phone },
  // A valid link's page (asking, then done) is checked in tests/unsubscribe.spec.ts: it needs the server's secret.
  { name: 'unsubscribe link', path: `/rally/unsubscribe?token=${TOKEN}`, viewports: phone },
  { name: 'not found', path: '/error-404', heading: 'We could not find that page', viewports: both },
  {
    name: 'not authorized',
    path: '/not-authorized',
    heading: 'You are not allowed to open this page',
    viewports: both,
  },
  {
    name: 'under maintenance',
    path: '/under-maintenance',
    heading: 'Rally is being improved',
    viewports: both,
  },
  { name: 'error', path: '/error', heading: 'Something went wrong', viewports: both },
  {
    name: 'coming soon',
    path: '/pages/miscellaneous/coming-soon',
    heading: 'What comes next in Rally',
    viewports: both,
  },
  { name: 'public leaderboard', path: ({ game }) => `/leaderboard/${game.publicId}`, viewports: both },
  { name: 'public game page', path: ({ game }) => `/${game.publicId}`, viewports: both },
]);

const SET_UP_STEPS = [
  'details',
  'rules',
  'activities',
  'teams',
  'kpis',
  'rounds',
  'quiz',
  'charities',
  'review',
];

const companyAdmin = opensAs('company_admin', [
  { name: 'webhooks', path: '/admin/webhooks', heading: 'Webhooks', viewports: both },
  { name: 'analytics dashboard', path: '/dashboard/analytics', viewports: phone },
  { name: 'overview dashboard', path: '/dashboard/overview', viewports: phone },
  { name: 'games list', path: '/games/game-list', heading: 'Games', viewports: both },
  {
    name: 'games list in German',
    path: '/games/game-list',
    heading: deGames.list.title,
    language: 'de',
    viewports: ['desktop'],
  },
  { name: 'new game', path: '/games/game-configuration', viewports: both },
  ...SET_UP_STEPS.map(
    (step): Omit<TScreen, 'who'> => ({
      name: `game set-up: ${step}`,
      path: ({ game }) => `/games/game-configuration/${game.id}?step=${step}`,
      viewports: both,
    }),
  ),
  { name: 'game edit', path: ({ game }) => `/games/game-edit/${game.id}`, viewports: both },
  { name: 'game view', path: ({ game }) => `/games/game-view/${game.id}`, viewports: both },
  { name: 'review queue', path: ({ game }) => `/games/review/${game.id}`, viewports: phone },
  { name: 'participants', path: ({ game }) => `/games/participants/${game.id}`, viewports: phone },
  { name: 'habits', path: ({ game }) => `/games/activity/${game.id}`, viewports: both },
  {
    name: 'new habit',
    path: ({ game }) => `/games/activity-configuration?gameId=${game.id}`,
    viewports: both,
  },
  {
    name: 'habit',
    path: ({ activity }) => `/games/activity-configuration/${activity.id}`,
    viewports: both,
  },
  {
    name: 'behaviour',
    path: ({ behaviour }) => `/games/subactivity-configuration/${behaviour.id}`,
    viewports: both,
  },
  { name: 'teams', path: ({ game }) => `/games/teams/${game.id}`, viewports: both },
  { name: 'KPIs', path: ({ game }) => `/games/kpi/${game.id}`, viewports: both },
  { name: 'goals', path: ({ game }) => `/games/goals/${game.id}`, viewports: both },
  { name: 'charities', path: ({ game }) => `/games/charity/${game.id}`, viewports: both },
  { name: 'badges', path: ({ game }) => `/games/badges/${game.id}`, viewports: both },
  { name: 'media library', path: '/games/media', viewports: both },
  { name: 'media upload', path: '/games/media-configuration', viewports: both },
  { name: 'quiz', path: ({ game }) => `/games/quiz-configuration/${game.id}`, viewports: both },
  {
    name: 'company settings',
    path: ({ me }) => `/companies/company-configuration/${me.companyId}`,
    viewports: both,
  },
  { name: 'company view', path: ({ me }) => `/companies/company-view/${me.companyId}`, viewports: both },
  { name: 'users list', path: '/users/user-list', viewports: both },
  { name: 'new user', path: '/users/user-configuration', viewports: both },
  { name: 'edit user', path: ({ me }) => `/users/user-configuration/${me.id}`, viewports: both },
  { name: 'own profile by id', path: ({ me }) => `/users/profile/${me.id}`, viewports: both },
  { name: "a player's profile", path: ({ player }) => `/users/profile/${player.id}`, viewports: both },
  { name: 'user settings', path: ({ me }) => `/users/settings/${me.id}`, viewports: both },
  { name: 'bulk upload', path: '/users/user-upload', viewports: both },
  { name: 'my profile', path: '/users/myprofile', viewports: both },
  { name: 'password', path: ({ me }) => `/users/password/${me.id}`, viewports: both },
  { name: 'settings', path: '/users/settings', viewports: both },
  { name: 'FAQ', path: '/settings/faq', viewports: both },
]);

const platformAdmin = opensAs('admin', [
  {
    name: 'analytics dashboard',
    path: '/dashboard/analytics',
    heading: 'Analytics',
    viewports: ['desktop'],
    ready: async (page) => {
      await expect(page.getByText('Platform administrator · Rally')).toBeVisible();
      await expect(page.getByText('New users per week')).toBeVisible();
    },
  },
  {
    name: 'overview dashboard',
    path: '/dashboard/overview',
    heading: 'Overview',
    viewports: ['desktop'],
    ready: (page) => expect(page.getByRole('cell', { name: 'Acme Corporation', exact: true })).toBeVisible(),
  },
  { name: 'companies list', path: '/companies/company-list', viewports: both },
  { name: 'new company', path: '/companies/company-configuration', viewports: both },
  { name: 'mailbox', path: '/admin/mailbox', heading: 'Mailbox', viewports: both },
]);

const player = opensAs('player', [
  { name: 'play', path: '/play', viewports: phone },
  {
    name: 'my progress',
    path: ({ game }) => `/play/${game.id}/progress`,
    heading: 'My progress',
    viewports: both,
    ready: (page) => expect(page.getByRole('heading', { name: 'Days logged' })).toBeVisible(),
  },
  { name: 'games list', path: '/games/game-list', viewports: phone },
  {
    name: 'analytics dashboard',
    path: '/dashboard/analytics',
    heading: 'Analytics',
    viewports: ['desktop'],
    ready: (page) => expect(page.getByText('Player · Acme Corporation')).toBeVisible(),
  },
  {
    name: 'not authorized',
    path: '/admin/mailbox',
    heading: 'You are not allowed to open this page',
    viewports: both,
  },
]);

const client = opensAs('client', [
  { name: 'access control', path: '/access-control', heading: 'Access control', viewports: both },
  { name: 'analytics dashboard', path: '/dashboard/analytics', viewports: phone },
]);

export const SCREENS: TScreen[] = [...signedOut, ...companyAdmin, ...platformAdmin, ...player, ...client];
