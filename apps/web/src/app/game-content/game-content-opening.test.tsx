import type { TRole } from '@rally/contracts/abilities';
import type { TGameCharity } from '@rally/contracts/charities';
import type { TSetTime } from '@rally/contracts/set-times';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOpeningContext } from '../../lib/opening.ts';
import { addDoctype, gameOf, serveGameScreen, uuid } from '../../test/game-fixtures.ts';
import { actualsGridOf, gameKpi as kpi, gameKpiTarget as target } from '../../test/kpi-fixtures.ts';
import { mediaOf } from '../../test/media-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ActivitiesPage } from './activities-page.tsx';
import { CharitiesPage } from './charities-page.tsx';
import { GoalsPage } from './goals-page.tsx';
import { KpiActualsPage } from './kpi-actuals-page.tsx';
import { KpisPage } from './kpis-page.tsx';
import { QuizConfigurationPage } from './quiz-page.tsx';
import { SetsPage } from './sets-page.tsx';
import { TeamsPage } from './teams-page.tsx';

const LOADING = { timeout: 15_000 };
const game = gameOf({ status: 'draft', phase: 'draft' });
const opening: TOpeningContext = { params: { id: game.id }, search: new URLSearchParams() };

/** Serves the game screen (`bodies` by path); answers every path the app asked for but `/auth/me`. */
function serve(bodies: Record<string, unknown> = {}, role: TRole = 'company_admin') {
  const fetchMock = serveGameScreen(role, game, (url) =>
    url.pathname in bodies ? { body: bodies[url.pathname] } : undefined,
  );
  return () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''))
      .filter((path) => path !== '/auth/me');
}

/** Waits for `text` in the table named `name`: the screen shows its content. */
async function inTable(name: string, text: string) {
  const table = await screen.findByRole('table', { name }, LOADING);
  return within(table).findByText(text);
}

const round: TSetTime = {
  id: uuid(60),
  competitionId: game.id,
  name: 'Week 1',
  startDate: '2026-03-02',
  endDate: '2026-03-08',
  position: 1,
  status: 'running',
  closesAt: '2026-03-10T00:00:00.000Z',
  closedAt: null,
  reopenedAt: null,
  reopenedByName: null,
};
const kpiPaths = {
  [`/competition/${game.id}/kpi/1`]: { result: [kpi], count: 1, pages: 1 },
  [`/game/targets-kpi/competition/${game.id}`]: [target],
};
const charity = { id: uuid(62), name: 'Clean Rivers', description: '', website: null, logoUrl: null };
const link: TGameCharity = {
  id: uuid(63),
  competitionId: game.id,
  charityId: charity.id,
  charityName: charity.name,
  pledgePerPoint: 0.05,
  cap: null,
  currency: 'EUR',
};
/** A quiz the library holds: a company PDF with questions. */
const quizOf = (n: number, header: string) =>
  mediaOf(n, { companyID: game.companyId, header, originalName: `${header}.pdf`, questionCount: 3 });

describe("opening the app on a game's content", { timeout: 30_000 }, () => {
  beforeAll(addDoctype);

  it.each([
    [
      'activities',
      ActivitiesPage,
      `/games/activity/${game.id}`,
      `/task/competition/${game.id}/1`,
      'Add habit',
    ],
    ['teams', TeamsPage, `/games/teams/${game.id}`, `/competition/${game.id}/groups`, 'New team'],
  ])(
    'asks for the %s beside the code, and the screen asks nothing again',
    async (_, Page, path, content, action) => {
      signInAs('company_admin');
      const asked = serve();
      await Page.openingData(opening);
      expect(asked()).toEqual(
        expect.arrayContaining(['/competition/all', `/competition/${game.id}`, content]),
      );
      const before = asked().length;

      renderApp(path);
      await screen.findByRole('button', { name: action }, LOADING);
      expect(asked()).toHaveLength(before);
    },
  );

  it.each([
    {
      name: 'KPIs with their targets',
      Page: KpisPage,
      path: `/games/kpi/${game.id}`,
      bodies: kpiPaths,
      shown: () => inTable('KPIs', 'Customer calls'),
    },
    {
      name: 'rounds',
      Page: SetsPage,
      path: `/games/sets/${game.id}`,
      bodies: { [`/settimes/competition/${game.id}`]: [round] },
      shown: () => inTable('Rounds of the game', 'Week 1'),
    },
    {
      name: 'goals, with the rounds to choose from',
      Page: GoalsPage,
      path: `/games/goals/${game.id}`,
      bodies: { ...kpiPaths, [`/settimes/competition/${game.id}`]: [round] },
      shown: async () => {
        await screen.findByRole('textbox', { name: 'Target for Customer calls' }, LOADING);
        return screen.findByRole('combobox', { name: 'Targets for' });
      },
    },
    {
      name: 'KPI actuals',
      Page: KpiActualsPage,
      path: `/games/kpi-actuals/${game.id}`,
      // A game without rounds: with them, the grid goes on to the open round once it knows them.
      bodies: { [`/kpi-actuals/competition/${game.id}`]: actualsGridOf() },
      shown: () => screen.findByRole('textbox', { name: 'Sales of Ana Silva' }, LOADING),
    },
    {
      name: "game's charities and the list they come from",
      Page: CharitiesPage,
      path: `/games/charity/${game.id}`,
      bodies: { '/competitioncharity': [link], '/charity': [charity] },
      shown: () => inTable('Linked charities', 'Clean Rivers'),
    },
    {
      name: 'quiz and the library',
      Page: QuizConfigurationPage,
      path: `/games/quiz-configuration/${game.id}`,
      bodies: {
        [`/competition/${game.id}/quiz-media`]: { result: [quizOf(64, 'Sleep well')] },
        '/media/all/pagination/1': { result: [quizOf(64, 'Sleep well'), quizOf(65, 'Eat well')], count: 2 },
      },
      shown: async () => {
        await screen.findByRole('button', { name: 'Remove Sleep well from the quiz' }, LOADING);
        return screen.findByRole('button', { name: 'Add Eat well to the quiz' });
      },
    },
  ])(
    'asks for the $name beside the code, and the screen asks nothing again',
    async ({ Page, path, bodies, shown }) => {
      signInAs('company_admin');
      const asked = serve(bodies);
      await Page.openingData(opening);
      // Exactly these: nothing the user may not read (the platform's charity totals).
      expect(asked().sort()).toEqual(
        ['/competition/all', `/competition/${game.id}`, ...Object.keys(bodies)].sort(),
      );
      const before = asked().length;

      renderApp(path);
      await shown();
      expect(asked()).toHaveLength(before);
    },
  );

  it('asks a platform admin for the charity list they keep, with its totals, beside the code', async () => {
    signInAs('admin');
    const totals = [
      { charityId: charity.id, name: charity.name, totals: [{ currency: 'EUR', raised: 12, games: 1 }] },
    ];
    const asked = serve(
      { '/competitioncharity': [link], '/charity': [charity], '/charity/totals': totals },
      'admin',
    );
    await CharitiesPage.openingData(opening);
    expect(asked()).toEqual(expect.arrayContaining(['/competitioncharity', '/charity', '/charity/totals']));
    const before = asked().length;

    renderApp(`/games/charity/${game.id}`);
    await inTable('Linked charities', 'Clean Rivers');
    await screen.findByText('€12.00 from 1 game');
    expect(asked()).toHaveLength(before);
  });
});
