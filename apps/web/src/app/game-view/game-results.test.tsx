import type { TRole } from '@rally/contracts/abilities';
import { dayIn } from '@rally/contracts/game-lifecycle';
import type { TGameDetail } from '@rally/contracts/games';
import type { TChecklist, TGameLog } from '@rally/contracts/logs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyContentReply, GAME_ID, gameOf, uuid } from '../../test/game-fixtures.ts';
import { leaderboardOf, participantOf, resultsOf, standingsOf } from '../../test/play-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../test/render.tsx';

const game = gameOf({ startEmailSentAt: '2026-11-01T09:00:00.000Z' });
const latest: TGameLog = {
  id: uuid(500),
  userId: uuid(201),
  name: 'Hugo Lefèvre',
  teamId: uuid(300),
  teamName: 'Trailblazers',
  behaviourId: uuid(400),
  behaviourName: '10,000 steps',
  activityName: 'Move more',
  day: '2026-11-02',
  points: 20,
  status: 'approved',
  loggedBy: 'Olga Organiser',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const checklist = (day: string): TChecklist => ({
  gameId: GAME_ID,
  userId: uuid(202),
  day,
  today: day,
  firstDay: day,
  lastDay: day,
  canLog: true,
  points: 0,
  pendingPoints: 0,
  activities: [
    {
      id: uuid(600),
      name: 'Move more',
      behaviours: [
        {
          id: uuid(400),
          name: '10,000 steps',
          description: '',
          points: 20,
          maxPerDay: 1,
          remaining: 1,
          requiresApproval: false,
          logs: [],
        },
      ],
    },
  ],
});

type TCall = { method: string; path: string; body: unknown };

function serveGame(role: TRole, detail: TGameDetail) {
  const calls: TCall[] = [];
  mockApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    const url = new URL(path, 'http://api');
    const at = (rest: string) => url.pathname === `/game/${GAME_ID}/${rest}`;
    if (url.pathname === '/auth/me') return { body: meOf(role) };
    if (url.pathname === `/competition/${GAME_ID}`) return { body: detail };
    if (at('group')) return { body: standingsOf() };
    if (at('leaderboard')) return { body: leaderboardOf() };
    if (at('results')) return { body: resultsOf() };
    if (at('performedtasks') && method === 'GET') return { body: [latest] };
    if (at('performedtasks')) {
      const { behaviourId, day, userId } = body as { behaviourId: string; day: string; userId: string };
      const log = { ...latest, gameId: GAME_ID, userId, behaviourId, day, activityId: uuid(600), slot: 1 };
      return {
        status: 201,
        body: { ...log, flagged: false, rejectionReason: null, onBehalf: true, canUndo: true },
      };
    }
    if (at('participants'))
      return { body: { data: [participantOf(2, { fullName: 'Ana Souza' })], count: 1, pages: 1 } };
    if (at('checklist')) return { body: checklist(url.searchParams.get('day') ?? '') };
    if (url.pathname === `/competitions/${GAME_ID}/public-id`)
      return { body: { publicId: 'a-brand-new-public-id' } };
    return emptyContentReply(url.pathname);
  });
  return calls;
}

async function openGame(role: TRole, detail: TGameDetail = game) {
  signInAs(role);
  const calls = serveGame(role, detail);
  renderApp(`/games/game-view/${GAME_ID}`);
  await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, { timeout: 15_000 });
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });

describe("a running game's results", { timeout: 30_000 }, () => {
  it('shows the organiser standings, top players, activity, participation and the latest logs', async () => {
    await openGame('company_admin');
    await screen.findByText('Night Owls');
    expect(within(section('Team standings')).getByText('Ranked by total points.')).toBeDefined();
    expect(within(section('Top players')).getByText('Hugo Lefèvre')).toBeDefined();
    // Points read alike on every board: the teams' and the players' (and the wall screen's) formatter.
    expect(within(section('Team standings')).getByRole('cell', { name: '1,200' })).toBeDefined();
    expect(within(section('Top players')).getByRole('cell', { name: '1,410' })).toBeDefined();
    // The chart's figures, readable without the chart; the lower cards are drawn next.
    const activity = await screen.findByRole('region', { name: 'Daily activity' });
    expect(within(activity).getByText('21 logs so far, 320 points.')).toBeDefined();
    expect(within(activity).getByRole('table', { name: 'Daily activity' })).toBeDefined();
    expect(
      within(section('Participation')).getByText('7 of 8 players have logged at least once.'),
    ).toBeDefined();
    expect(within(section('Participation')).getByText('Jonas Keller')).toBeDefined();
    const logs = await within(section('Latest logs')).findByText(/logged by Olga Organiser/);
    expect(logs).toBeDefined();
    expect(within(section('Results')).getByRole('link', { name: 'Review queue' }).getAttribute('href')).toBe(
      `/games/review/${GAME_ID}`,
    );
  });

  it('shares the public links and replaces them only after saying the old ones stop working', async () => {
    const user = userEvent.setup();
    const calls = await openGame('company_admin');
    const share = await screen.findByRole('region', { name: 'Public links' });
    expect(
      within(share).getByText(`${window.location.origin}/leaderboard/spring-into-health-a1`),
    ).toBeDefined();
    expect(within(share).getByRole('button', { name: 'Copy the link: Public page' })).toBeDefined();
    // A game not made by onboarding is joined by no link.
    expect(within(share).queryByText('Join link for colleagues')).toBeNull();

    await user.click(within(share).getByRole('button', { name: 'Regenerate links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the public links?' });
    expect(within(dialog).getByText(/The old ones stop working at once/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate links' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/competitions/${GAME_ID}/public-id`)).toBe(
        true,
      ),
    );
  });

  it("gives a trial's organiser the link colleagues join by, beside the public links, with its copy button", async () => {
    await openGame('company_admin', { ...game, joinByLink: true });
    const share = await screen.findByRole('region', { name: 'Public links' });
    expect(
      within(share).getByText(`${window.location.origin}/onboarding-user/spring-into-health-a1`),
    ).toBeDefined();
    expect(
      within(share).getByRole('button', { name: 'Copy the link: Join link for colleagues' }),
    ).toBeDefined();
  });

  it("logs a behaviour on a player's behalf", async () => {
    const user = userEvent.setup();
    const calls = await openGame('company_admin');
    await user.click(await screen.findByRole('button', { name: 'Log for a player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log for a player' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Player/ }));
    await user.click(await screen.findByRole('option', { name: 'Ana Souza' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /^Behaviour/ }));
    await user.click(await screen.findByRole('option', { name: 'Move more: 10,000 steps (20 points)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log it' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      behaviourId: uuid(400),
      day: dayIn(game.timezone),
      userId: participantOf(2).userId,
    });
  });

  it('lets a client read the results without any action of an organiser', async () => {
    await openGame('client', { ...game, joinByLink: true });
    await screen.findByText('Night Owls');
    expect(screen.queryByText('Join link for colleagues')).toBeNull();
    expect(within(section('Results')).getByRole('link', { name: 'Participants' })).toBeDefined();
    for (const name of ['Log for a player', 'Regenerate links'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(section('Results')).queryByRole('link', { name: 'Review queue' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('shows a player no results by name', async () => {
    const calls = await openGame('player');
    expect(screen.queryByRole('heading', { name: 'Results' })).toBeNull();
    expect(calls.some((c) => c.path.includes('/participants') || c.path.includes('/results'))).toBe(false);
  });
});
