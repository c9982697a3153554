import type { TGameDetail } from '@rally/contracts/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { asked } from '../../test/asked.ts';
import { companyOf } from '../../test/company-fixtures.ts';
import {
  addDoctype,
  emptyContentReply,
  gameOf,
  serveGameScreen,
  setTimeOf,
} from '../../test/game-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../test/render.tsx';
import { GameConfigurationPage } from './game-configuration-page.tsx';

const ID = '00000000-0000-4000-8000-0000000000b1';
const draft = gameOf({
  id: ID,
  name: 'Autumn Energy',
  status: 'draft',
  phase: 'draft',
  startEmailSentAt: null,
});
type Sent = { method: string; path: string; body: unknown };
/** The organiser's company runs in Tokyo: far from the test browser's own zone. */
const COMPANY_ZONE = 'Asia/Tokyo';

/** One game as the server keeps it: created, read and moved on by the calls of the set-up. */
function serve(initial: TGameDetail | null) {
  let game = initial;
  const sent: Sent[] = [];
  mockApi((request) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
    if (url.pathname === '/companies/company-1')
      return { body: companyOf({ id: 'company-1', timezone: COMPANY_ZONE }) };
    if (request.method === 'POST') sent.push(request);
    if (url.pathname === '/competition/add') {
      game = { ...draft, ...(request.body as { competition: Partial<TGameDetail> }).competition };
      return { status: 201, body: game };
    }
    if (url.pathname === `/competitions/${ID}/status` && game) {
      game = { ...game, status: 'active', phase: 'scheduled', problems: [] };
      return { body: game };
    }
    if (url.pathname === `/competition/${ID}` && game) return { body: game };
    return emptyContentReply(url.pathname);
  });
  return sent;
}

const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

async function pickDay(user: ReturnType<typeof userEvent.setup>, field: RegExp, day: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('button', { name: day }));
}

describe('GameConfigurationPage', SLOW, () => {
  it('keeps the dates in order, then creates the draft and continues with its rules', async () => {
    // Only the clock is fixed (the pickers open on March 2027); timers stay real for the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T10:00:00Z'));
    signInAs('company_admin');
    const sent = serve(null);
    renderApp('/games/game-configuration');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, LOADING), 'Autumn Energy');
    await pickDay(user, /^End date/, '15 March 2027');
    // A day picked, the keyboard continues at the field, not at the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^End date/ })),
    );
    await pickDay(user, /^Start date/, '20 March 2027');
    await user.click(screen.getByRole('button', { name: 'Create draft and continue' }));
    await screen.findByText('The end date must be on or after the start date.');
    expect(sent).toEqual([]);
    // The refusal is said, and the user is taken to the field to fix.
    await waitFor(() =>
      expect(document.getElementById('app-announcer-assertive')?.textContent).toBe(
        'The form was not sent: 1 field needs attention.',
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^End date/ })),
    );

    await pickDay(user, /^End date/, '25 March 2027');
    await user.click(screen.getByRole('button', { name: 'Create draft and continue' }));

    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(`/games/game-configuration/${ID}?step=rules`),
    );
    expect(sent[0]?.path).toBe('/competition/add');
    expect(sent[0]?.body).toEqual({
      competition: expect.objectContaining({
        name: 'Autumn Energy',
        startDate: '2027-03-20',
        endDate: '2027-03-25',
      }),
    });
    // The draft's screen opens on its rules: the user continues at that step's heading.
    const rules = await screen.findByRole('heading', { name: 'Rules' });
    await waitFor(() => expect(document.activeElement).toBe(rules));
  });

  it("starts a new game in the company's zone, and in another one the organiser picks", async () => {
    signInAs('company_admin');
    const sent = serve(null);
    renderApp('/games/game-configuration');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, LOADING), 'Autumn Energy');
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    await waitFor(() => expect(zone).toHaveProperty('value', 'Asia/Tokyo (UTC+09:00)'));
    await user.clear(zone);
    await user.type(zone, 'Lisbon');
    await user.click(await screen.findByRole('option', { name: /^Europe\/Lisbon/ }));
    await user.click(screen.getByRole('button', { name: 'Create draft and continue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      competition: expect.objectContaining({ name: 'Autumn Energy', timezone: 'Europe/Lisbon' }),
    });
  });

  it("offers no past day for a new game's start or end, today counted in the game's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Already the 10th in Berlin, still the 9th in New York.
    vi.setSystemTime(new Date('2027-03-09T23:30:00Z'));
    signInAs('company_admin');
    serve(null);
    renderApp('/games/game-configuration');
    const user = userEvent.setup();
    const day = (name: string) => screen.getByRole('button', { name });

    await screen.findByRole('textbox', { name: /^Name/ }, LOADING);
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    await user.click(await screen.findByRole('option', { name: /^Europe\/Berlin/ }));
    await user.click(screen.getByRole('button', { name: /^Start date/ }));
    await screen.findByRole('button', { name: '10 March 2027' });
    expect(day('9 March 2027').hasAttribute('disabled')).toBe(true);
    expect(day('10 March 2027').hasAttribute('disabled')).toBe(false);
    await user.keyboard('{Escape}');

    await user.clear(zone);
    await user.type(zone, 'New York');
    await user.click(await screen.findByRole('option', { name: /^America\/New York/ }));
    await user.click(screen.getByRole('button', { name: /^End date/ }));
    await screen.findByRole('button', { name: '9 March 2027' });
    expect(day('8 March 2027').hasAttribute('disabled')).toBe(true);
    expect(day('9 March 2027').hasAttribute('disabled')).toBe(false);
    vi.useRealTimers();
  });

  it('puts the focus on the new step heading after Next and Back', async () => {
    signInAs('company_admin');
    serve(draft);
    renderApp(`/games/game-configuration/${ID}?step=activities`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }, LOADING));
    const teams = await screen.findByRole('heading', { level: 2, name: 'Teams' });
    await waitFor(() => expect(document.activeElement).toBe(teams));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const habits = await screen.findByRole('heading', { level: 2, name: 'Habits' });
    await waitFor(() => expect(document.activeElement).toBe(habits));
  });

  it('lists what activation still needs, each with a link to the step that fixes it', async () => {
    signInAs('company_admin');
    serve({
      ...draft,
      problems: [{ code: 'NO_TEAM', messageCode: 'games.problemNoTeam', message: 'Add at least one team.' }],
    });
    renderApp(`/games/game-configuration/${ID}?step=review`);

    await screen.findByText('Before this game can be activated', {}, LOADING);
    expect(screen.getByRole('listitem').textContent).toBe('Add at least one team. Go to Teams');
    const fix = screen.getByRole('link', { name: 'Go to Teams' });
    expect(fix.getAttribute('href')).toBe(`/games/game-configuration/${ID}?step=teams`);
    expect(screen.getByRole('button', { name: 'Activate' }).hasAttribute('disabled')).toBe(true);
  });

  it('names what the game can start without but usually wants, each linked to where it is set up', async () => {
    signInAs('company_admin');
    const advice = (code: string, messageCode: string) => ({ code, messageCode, message: messageCode });
    serve({
      ...draft,
      advice: [
        advice('NO_ROUND', 'games.adviceNoRound'),
        advice('NO_QUIZ', 'games.adviceNoQuiz'),
        advice('APPROVAL_BEHAVIOURS', 'games.adviceApproval'),
        advice('EMPTY_TEAMS', 'games.adviceEmptyTeams'),
        advice('NO_KPI_TARGET', 'games.adviceNoKpiTarget'),
      ],
    });
    renderApp(`/games/game-configuration/${ID}?step=review`);

    // Still ready: none of it blocks activation.
    await screen.findByText('Ready to activate', {}, LOADING);
    const list = within(screen.getByTestId('game-advice'));
    expect(list.getByText('Worth setting up before the start')).toBeTruthy();
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No rounds yet: split the game into rounds (a week each, say) for results per round. Go to Rounds',
      'No quiz yet: choose media whose questions the players answer. Go to Quiz',
      "Some behaviours need approval: someone must review the players' logs while the game runs. Go to Habits",
      'Some teams have no players yet. Go to Teams',
      'Some KPIs have no target yet: without one they score no points. Go to KPIs',
    ]);
    const hrefs = list.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      `/games/game-configuration/${ID}?step=rounds`,
      `/games/game-configuration/${ID}?step=quiz`,
      `/games/game-configuration/${ID}?step=activities`,
      `/games/game-configuration/${ID}?step=teams`,
      `/games/game-configuration/${ID}?step=kpis`,
    ]);
    expect(screen.getByRole('button', { name: 'Activate' }).hasAttribute('disabled')).toBe(false);
  });

  it('splits the game into a round per calendar week in one click, and says so', async () => {
    signInAs('company_admin');
    const dated = { ...draft, startDate: '2027-03-03', endDate: '2027-03-16' };
    const sent: Sent[] = [];
    let rounds: unknown[] = [];
    mockApi((request) => {
      const url = new URL(request.path, 'http://api');
      if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
      if (url.pathname === `/competition/${ID}`) return { body: dated };
      if (url.pathname === `/settimes/competition/${ID}`) return { body: rounds };
      if (url.pathname === '/settimes' && request.method === 'POST') {
        sent.push(request);
        const body = request.body as { settime: { name: string; startDate: string; endDate: string }[] };
        rounds = body.settime.map((round, i) => setTimeOf(i + 1, round));
        return { status: 201, body: rounds };
      }
      return emptyContentReply(url.pathname);
    });
    renderApp(`/games/game-configuration/${ID}?step=rounds`);
    const user = userEvent.setup();

    await screen.findByText(
      "One click makes 3 rounds: one per calendar week of the game's dates.",
      {},
      LOADING,
    );
    await user.click(screen.getByRole('button', { name: 'Split into weeks' }));

    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        '3 rounds made, one per week.',
      ),
    );
    expect(sent.map((call) => call.body)).toEqual([
      {
        competitionId: ID,
        settime: [
          { name: 'Week 1', startDate: '2027-03-03', endDate: '2027-03-07' },
          { name: 'Week 2', startDate: '2027-03-08', endDate: '2027-03-14' },
          { name: 'Week 3', startDate: '2027-03-15', endDate: '2027-03-16' },
        ],
      },
    ]);
    await screen.findByRole('cell', { name: 'Week 2' });
    expect(screen.getByRole('button', { name: 'Split into weeks' }).hasAttribute('disabled')).toBe(true);
  });

  it('activates a complete game after asking, then offers the start e-mail', async () => {
    signInAs('company_admin');
    const sent = serve(draft);
    renderApp(`/games/game-configuration/${ID}?step=review`);
    const user = userEvent.setup();

    await screen.findByText('Ready to activate', {}, LOADING);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Autumn Energy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await screen.findByText('Autumn Energy is active');
    expect(sent).toEqual([
      expect.objectContaining({ path: `/competitions/${ID}/status`, body: { status: 'active' } }),
    ]);
    expect(screen.getByRole('button', { name: 'Send start e-mail' }).hasAttribute('disabled')).toBe(false);
  });
});

describe("opening the app on a game's set-up", SLOW, () => {
  beforeAll(addDoctype);
  const game = `/competition/${ID}`;

  it.each([
    ['details', [game], () => screen.findByRole('textbox', { name: /^Name/ }, LOADING)],
    [
      'activities',
      [game, `/task/competition/${ID}/1`],
      () => screen.findByText(/^No habits yet/, {}, LOADING),
    ],
    [
      'teams',
      [game, `${game}/groups`, `/competitioncharity?comp_id=${ID}`],
      () => screen.findByRole('button', { name: 'New team' }, LOADING),
    ],
    [
      'kpis',
      [game, `${game}/kpi/1`, `/game/targets-kpi/competition/${ID}`],
      () => screen.findByText(/^No KPIs yet/, {}, LOADING),
    ],
    ['rounds', [game, `/settimes/competition/${ID}`], () => screen.findByText('No rounds yet.', {}, LOADING)],
    [
      'quiz',
      [game, `${game}/quiz-media`, '/media/all/pagination/1'],
      () => screen.findByText(/^No media chosen yet/, {}, LOADING),
    ],
    [
      'charities',
      [game, `/competitioncharity?comp_id=${ID}`, '/charity'],
      () => screen.findByText('No charity linked yet.', {}, LOADING),
    ],
  ])(
    'asks for the game and what its %s step shows beside the code; the screen asks nothing again',
    async (step, expected, shown) => {
      signInAs('company_admin');
      serveGameScreen('company_admin', draft, (url) =>
        url.pathname === '/charity' || url.pathname.startsWith('/settimes/')
          ? { body: [] }
          : url.pathname.endsWith('/quiz-media') || url.pathname.startsWith('/media/all/')
            ? { body: { result: [], count: 0 } }
            : undefined,
      );
      await GameConfigurationPage.openingData({ params: { id: ID }, search: new URLSearchParams({ step }) });
      const opened = asked();
      expect([...opened].sort()).toEqual([...expected].sort());

      renderApp(`/games/game-configuration/${ID}?step=${step}`);
      await shown();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(asked()).toEqual(opened);
    },
  );

  it("asks for no step's content of a game that is over: it shows no step", async () => {
    signInAs('company_admin');
    serveGameScreen(
      'company_admin',
      gameOf({ id: ID, status: 'finished', phase: 'finished' }),
      () => undefined,
    );
    await GameConfigurationPage.openingData({
      params: { id: ID },
      search: new URLSearchParams('step=teams'),
    });
    expect(asked()).toEqual([game]);
  });
});
