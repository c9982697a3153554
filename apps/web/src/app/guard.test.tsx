import { buildAbility } from '@rally/contracts/abilities';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRouteMeta } from '../lib/route-meta.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs, userOf } from '../test/render.tsx';
import { accessRedirect } from './guard.ts';

const at = (pathname: string, search = '') => ({ pathname, search });
const loginOnly: TRouteMeta = {
  titleKey: 'auth:login.title',
  breadcrumb: [],
  layout: 'full',
  loginOnly: true,
};
const sessionOf = (user: ReturnType<typeof userOf>) => ({ user, accessToken: 'a', refreshToken: 'r' });

/** The shell asks who is signed in; answer like the server would. */
function serveMe(role: Parameters<typeof userOf>[0]) {
  mockApi(({ path }) => (path === '/auth/me' ? { body: meOf(role) } : NOT_FOUND_REPLY));
}

const currentPath = () => screen.getByTestId('path').textContent;

describe('route guards in the app', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    renderApp('/dashboard/analytics');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(currentPath()).toBe('/login?from=%2Fdashboard%2Fanalytics');
  });

  it('sends a signed-in user without the ability to /not-authorized', async () => {
    signInAs('player');
    serveMe('player');
    renderApp('/admin/mailbox');
    await screen.findByRole('heading', { name: 'You are not allowed to open this page' });
    expect(currentPath()).toBe('/not-authorized');
  });

  it('lets an allowed user in, with the title and breadcrumb of the route', async () => {
    signInAs('admin');
    serveMe('admin');
    renderApp('/admin/mailbox');
    await screen.findByRole('heading', { level: 1, name: 'Mailbox' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Administration/Mailbox');
    await waitFor(() => expect(document.title).toBe('Mailbox · Rally'));
  });

  it('redirects / to the analytics dashboard and unknown paths to /error-404', async () => {
    signInAs('admin');
    serveMe('admin');
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    expect(currentPath()).toBe('/dashboard/analytics');
    unmount();

    renderApp('/no/such/screen');
    await screen.findByRole('heading', { name: 'We could not find that page' });
    expect(currentPath()).toBe('/error-404');
  });

  it('sends a signed-in client away from /login to /access-control', async () => {
    signInAs('client');
    serveMe('client');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Access control' });
    expect(currentPath()).toBe('/access-control');
  });

  it('sends a signed-in user on a login-only screen back where they were going', async () => {
    signInAs('admin');
    serveMe('admin');
    renderApp('/rally/register?from=%2Fdashboard%2Foverview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(currentPath()).toBe('/dashboard/overview');
  });
});

describe('accessRedirect for login-only screens (spec section 6)', () => {
  const ability = buildAbility([]);

  it.each([
    ['admin', '/'],
    ['player', '/play'],
    ['company_admin', '/'],
    ['client', '/access-control'],
  ] as const)('sends %s to %s', (role, home) => {
    expect(accessRedirect(loginOnly, sessionOf(userOf(role)), ability, at('/login'))).toBe(home);
  });

  it("sends a company admin with a current game to that game's view", () => {
    const user = userOf('company_admin', { encrypt_id: 'g-7f3a' });
    expect(accessRedirect(loginOnly, sessionOf(user), ability, at('/login'))).toBe('/games/game-view/g-7f3a');
  });

  it('lets a signed-out visitor stay', () => {
    expect(accessRedirect(loginOnly, null, ability, at('/login'))).toBeNull();
  });

  it('follows only same-site return paths', () => {
    const admin = sessionOf(userOf('admin'));
    expect(accessRedirect(loginOnly, admin, ability, at('/login', '?from=%2F%2Fevil.example'))).toBe('/');
    expect(accessRedirect(loginOnly, admin, ability, at('/login', '?from=%2Fadmin%2Fmailbox'))).toBe(
      '/admin/mailbox',
    );
  });
});

describe('the installed app opening (paths.play.launch)', () => {
  const playerHome: TRouteMeta = { titleKey: 'play:title', breadcrumb: [] };
  const everything = { can: () => true };

  it.each([
    ['player', '/play'],
    ['company_admin', '/'],
    ['client', '/access-control'],
  ] as const)('sends %s on to %s', (role, home) => {
    expect(accessRedirect(playerHome, sessionOf(userOf(role)), everything, at('/play', '?launch'))).toBe(
      home,
    );
  });

  it('asks a signed-out visitor to sign in first, and comes back to the same opening', () => {
    expect(accessRedirect(playerHome, null, everything, at('/play', '?launch'))).toBe(
      '/login?from=%2Fplay%3Flaunch',
    );
  });
});
