import type { TCompanyOverview } from '@rally/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signInAs, userOf } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

const overview: TCompanyOverview = {
  scope: 'platform',
  totals: { companies: 2, users: 17, active: 15, invited: 2, disabled: 0, signedInLast7Days: 3 },
  byRole: { admin: 1, company_admin: 2, player: 13, client: 1 },
  newUsersByWeek: [
    { weekStart: '2026-11-09', count: 4 },
    { weekStart: '2026-11-16', count: 13 },
  ],
  companies: [],
  leads: { new: 1, total: 2 },
};

/** Answers like the server: who is signed in, and the overview for those allowed to read it. */
function serve(role: Parameters<typeof userOf>[0], answer: TCompanyOverview = overview) {
  return mockApi(({ path }) => {
    if (path === '/auth/me') return { body: { user: userOf(role) } };
    if (path === '/dashboard/companyoverview') return { body: answer };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
  });
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// The first render loads the page's code (charts included) and its translations.
const LOADING = { timeout: 5000 };

/** The figure a stat card shows under its label. */
const figure = (label: string) =>
  within(screen.getByRole('main')).getByText(label).nextElementSibling?.textContent;

describe('AnalyticsPage', () => {
  it('greets a platform admin and shows the platform figures', async () => {
    signInAs('admin');
    serve('admin');
    renderApp('/dashboard/analytics');

    expectShown(await screen.findByText('New sales leads', {}, LOADING));
    expectShown(screen.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), Alex$/ }));
    expectShown(screen.getByText('Platform administrator · Example Co'));
    expect(figure('Companies')).toBe('2');
    expect(figure('Users')).toBe('17');
    expect(figure('Signed in')).toBe('3');
    expect(figure('New sales leads')).toBe('1');
    expectShown(screen.getByText('Accounts created in the last 8 weeks: 17'));
    expect(screen.getByRole('region', { name: 'Users by role' }).textContent).toContain('Player13');
  });

  it("shows a company admin their company's plan and the trial days left", async () => {
    const trialEndsAt = new Date(Date.now() + 10 * DAY - HOUR).toISOString();
    signInAs('company_admin');
    serve('company_admin', {
      ...overview,
      scope: 'company',
      leads: null,
      companies: [
        {
          id: 'c1',
          name: 'Example Co',
          plan: 'basic',
          stage: 'trial',
          trialEndsAt,
          users: 3,
          activeUsers: 2,
        },
      ],
    });
    renderApp('/dashboard/analytics');

    expectShown(await screen.findByText('Trial days left: 10', {}, LOADING));
    expect(figure('Plan')).toBe('Basic');
    expect(within(screen.getByRole('main')).queryByText('Companies')).toBeNull();
    expect(screen.queryByText('New sales leads')).toBeNull();
  });

  it('welcomes a player with their profile and never asks for company figures', async () => {
    signInAs('player', { fullName: 'Pat Player', companyName: 'Acme Corporation' });
    const fetch = serve('player');
    renderApp('/dashboard/analytics');

    expectShown(await screen.findByRole('heading', { name: 'Your profile' }, LOADING));
    expectShown(screen.getByText('Player · Acme Corporation'));
    expectShown(screen.getByText('player@example.com'));
    expect(screen.queryByText('Users by role')).toBeNull();
    const paths = fetch.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.includes('/dashboard/'))).toBe(false);
  });
});
