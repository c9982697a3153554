import type { TCompanyOverview, TCurrentGames, TGameOverview } from '@rally/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs, type userOf } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { AnalyticsPage } from './analytics-page.tsx';

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

const currentGames: TCurrentGames = {
  games: [
    {
      id: 'g1',
      name: 'Spring Into Health',
      companyName: 'Example Co',
      phase: 'running',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      teams: 2,
      players: 12,
      activePlayers: 9,
      logsLast7Days: 40,
      points: 2100,
      leader: { name: 'Red', score: 1200 },
    },
  ],
};

const gameOverview: TGameOverview = {
  competitionId: 'g1',
  name: 'Spring Into Health',
  phase: 'running',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  teamRanking: 'total',
  participation: { players: 12, active: 9, days: [{ day: '2026-11-02', logs: 7, activePlayers: 5 }] },
  teams: [
    { name: 'Red', color: '#e03131', rank: 1, score: 1200, points: 1200, members: 6 },
    { name: 'Blue', color: '#1971c2', rank: 2, score: 900, points: 900, members: 6 },
  ],
  kpis: [{ name: 'Calls', unit: 'calls', target: 50, entries: 4, achievement: 0.8 }],
  charities: [],
};

/** Answers like the server: who is signed in, and the overview for those allowed to read it. */
function serve(role: Parameters<typeof userOf>[0], answer: TCompanyOverview = overview) {
  return mockApi(({ path }) => {
    if (path === '/auth/me') return { body: meOf(role) };
    if (path === '/dashboard/companyoverview') return { body: answer };
    if (path === '/dashboard/currentgames') return { body: currentGames };
    if (path.startsWith('/dashboard/gameoverview?competition_id=g1')) return { body: gameOverview };
    return NOT_FOUND_REPLY;
  });
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// The first render loads the page's code (charts included) and its translations.
const LOADING = { timeout: 15_000 };

/** The figure a stat card shows under its label. */
const figure = (label: string) =>
  within(screen.getByRole('main')).getByText(label).nextElementSibling?.textContent;

describe('opening the app on the dashboard', () => {
  it('asks for the figures the user may read, then the first current game’s, before the first render, and the page does not ask again', async () => {
    signInAs('company_admin');
    serve('company_admin');
    await AnalyticsPage.openingData();
    const opened = asked();
    expect(opened).toEqual([
      '/dashboard/companyoverview',
      '/dashboard/currentgames',
      '/dashboard/gameoverview?competition_id=g1',
    ]);

    renderApp('/dashboard/analytics');
    const charts = await screen.findByRole('region', { name: 'How a game is going' }, LOADING);
    expect(figure('Users')).toBe('17');
    expect(within(charts).getByRole('table', { name: 'Points per team' })).toBeTruthy();
    expect(asked()).toEqual(opened);
  });

  it('asks a player for nothing: the server refuses them company figures', async () => {
    signInAs('player');
    const fetch = serve('player');
    await AnalyticsPage.openingData();
    expect(fetch).not.toHaveBeenCalled();
  });
});

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
    // The charts come in the render after the figures' (components/drawn-next.tsx).
    expectShown(await screen.findByText('Accounts created in the last 8 weeks: 17'));
    expect(screen.getByRole('region', { name: 'Users by role' }).textContent).toContain('Player13');
  });

  it("shows a current game's charts with their figures as tables", async () => {
    signInAs('client');
    serve('client', { ...overview, scope: 'company', leads: null });
    renderApp('/dashboard/analytics');

    const charts = await screen.findByRole('region', { name: 'How a game is going' }, LOADING);
    const points = await within(charts).findByRole('table', { name: 'Points per team' });
    const rows = within(points)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Red1,200', 'Blue900']);
    expect(within(charts).getByRole('table', { name: 'KPI achievement' }).textContent).toContain('Calls80 %');
    expect(within(charts).getByRole('table', { name: 'Participation over time' }).textContent).toContain(
      '57',
    );
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
