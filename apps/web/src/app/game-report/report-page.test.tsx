import type { TRole } from '@rally/contracts/abilities';
import type { TCompetitionReport } from '@rally/contracts/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, serveGameScreen } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ReportPage } from './report-page.tsx';

const game = gameOf();
const ROUND_ID = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6bff';

const report = (over: Partial<TCompetitionReport> = {}): TCompetitionReport => ({
  competitionId: GAME_ID,
  name: game.name,
  companyName: 'Acme',
  phase: 'running',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  timezone: 'UTC',
  generatedAt: '2026-11-24T10:00:00.000Z',
  round: null,
  frozen: false,
  rounds: [
    {
      id: ROUND_ID,
      name: 'Week 1',
      startsOn: '2026-11-01',
      endsOn: '2026-11-07',
      closedAt: '2026-11-10T00:00:00.000Z',
    },
  ],
  teamRanking: 'total',
  teams: [
    { rank: 1, name: 'Red', members: 2, points: 1200, score: 1200, badges: 5 },
    { rank: 2, name: 'Blue', members: 3, points: 900, score: 900, badges: 0 },
  ],
  players: {
    shown: true,
    names: 'initials',
    total: 5,
    rows: [
      {
        rank: 1,
        name: 'A. L.',
        teamName: 'Red',
        points: 700,
        sources: { behaviour: 600, quiz: 20, kpi: 50, streak: 30 },
        logs: 12,
        badges: 3,
      },
    ],
  },
  kpis: [
    {
      name: 'Calls',
      unit: 'calls',
      direction: 'higher',
      weight: 100,
      target: 50,
      entries: 4,
      average: 40,
      achievement: 0.8,
      points: 320,
    },
  ],
  participation: { players: 5, active: 4, days: [{ day: '2026-11-01', logs: 9, activePlayers: 4 }] },
  charities: [
    { name: 'Clean Water', pledgePerPoint: 0.1, cap: 100, currency: 'EUR', raised: 100, capReached: true },
  ],
  ...over,
});

/** The report's server: the whole game, or the closed round's frozen figures; every query kept. */
function serve(role: TRole, whole = report()) {
  const asked: URLSearchParams[] = [];
  serveGameScreen(role, game, (url) => {
    if (url.pathname === '/competitionreport') {
      asked.push(url.searchParams);
      const round = url.searchParams.get('set_time_id');
      if (!round) return { body: whole };
      return {
        body: report({
          round: whole.rounds[0] ?? null,
          frozen: true,
          teams: [{ rank: 1, name: 'Blue', members: 3, points: 300, score: 300, badges: 0 }],
        }),
      };
    }
    return undefined;
  });
  return asked;
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the report screen', { timeout: 30_000 }, () => {
  it('opens with the report of the round in its address, asked for beside the code', async () => {
    signInAs('company_admin');
    const asked = serve('company_admin');
    await ReportPage.openingData({
      params: { id: GAME_ID },
      search: new URLSearchParams({ round: ROUND_ID }),
    });
    expect(asked.map((query) => query.get('set_time_id'))).toEqual([ROUND_ID]);

    renderApp(`/games/report/${GAME_ID}?round=${ROUND_ID}`);
    await screen.findByRole('table', { name: 'Team standings' }, { timeout: 15_000 });
    expect(rowsOf('Team standings')).toEqual([['1', 'Blue', '3', '300', '300', '0']]);
    expect(asked).toHaveLength(1);
  });

  it('shows the standings, players as the rules allow, KPIs, participation and charities', async () => {
    signInAs('client');
    serve('client');
    renderApp(`/games/report/${GAME_ID}`);
    await screen.findByRole('table', { name: 'Team standings' }, { timeout: 15_000 });
    expect(rowsOf('Team standings')).toEqual([
      ['1', 'Red', '2', '1,200', '1,200', '5'],
      ['2', 'Blue', '3', '900', '900', '0'],
    ]);
    // Points by source, the streak bonus its own column, then their sum, the logs and the badges.
    expect(rowsOf('Player results')).toEqual([
      ['1', 'A. L.', 'Red', '600', '20', '50', '30', '700', '12', '3'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Streak bonus' })).toBeTruthy();
    expect(screen.getByText(/Initials only/).textContent).toContain('Showing the top 1 of 5');
    expect(rowsOf('KPI achievement')[0]?.slice(1)).toEqual(['50', '4', '40', '80%', '320']);
    expect(screen.getByText('4 of 5 players logged at least once in this period.')).toBeTruthy();
    expect(rowsOf('Charity amounts')[0]?.[3]).toBe('€100.00 (cap reached)');
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("says so when the game's rules show teams only", async () => {
    signInAs('company_admin');
    serve('company_admin', report({ players: { shown: false, names: 'full', total: 5, rows: [] } }));
    renderApp(`/games/report/${GAME_ID}`);
    await screen.findByText(/rules show teams only/, {}, { timeout: 15_000 });
    expect(screen.queryByRole('table', { name: 'Player results' })).toBeNull();
  });

  it("reads a closed round's frozen results when the round is chosen", async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const asked = serve('company_admin');
    renderApp(`/games/report/${GAME_ID}`);
    await screen.findByRole('table', { name: 'Team standings' }, { timeout: 15_000 });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: /Week 1/ }));
    await screen.findByText('Frozen results');
    expect(rowsOf('Team standings')).toEqual([['1', 'Blue', '3', '300', '300', '0']]);
    expect(asked.at(-1)?.get('set_time_id')).toBe(ROUND_ID);
  });
});
