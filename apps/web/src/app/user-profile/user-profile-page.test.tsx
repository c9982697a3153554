import type { TUserLog } from '@rally/contracts/logs';
import type { TUserGameScore } from '@rally/contracts/scores';
import type { TUserDetail } from '@rally/contracts/users';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../test/render.tsx';

const eva: TUserDetail = {
  id: '00000000-0000-4000-8000-000000000021',
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Corporation',
  email: 'eva@acme.test',
  fullName: 'Eva Costa',
  role: 'player',
  status: 'active',
  language: 'pt',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  settings: {
    language: 'pt',
    timezone: null,
    layout: 'vertical',
    skin: 'light',
  },
};

const games: TUserGameScore[] = [
  {
    competitionId: '00000000-0000-4000-8000-000000000101',
    competitionName: 'Spring Into Health',
    phase: 'running',
    startDate: '2026-11-01',
    endDate: '2026-12-20',
    groupId: '00000000-0000-4000-8000-000000000201',
    groupName: 'Night Owls',
    points: 345,
    rank: 2,
    players: 12,
    groupRank: 1,
    groups: 3,
  },
  {
    competitionId: '00000000-0000-4000-8000-000000000102',
    competitionName: 'Winter Step Challenge',
    phase: 'finished',
    startDate: '2026-01-01',
    endDate: '2026-02-28',
    groupId: '00000000-0000-4000-8000-000000000202',
    groupName: 'Polar Bears',
    points: 1210,
    rank: 5,
    players: 8,
    groupRank: 2,
    groups: 2,
  },
];

const log: TUserLog = {
  id: '00000000-0000-4000-8000-000000000301',
  gameId: games[0]?.competitionId ?? '',
  gameName: 'Spring Into Health',
  userId: eva.id,
  behaviourId: '00000000-0000-4000-8000-000000000401',
  behaviourName: 'Join a team workout',
  activityId: '00000000-0000-4000-8000-000000000501',
  activityName: 'Recharge',
  day: '2026-11-26',
  slot: 1,
  points: 50,
  status: 'pending',
  flagged: false,
  rejectionReason: null,
  comment: null,
  onBehalf: false,
  canUndo: false,
  createdAt: '2026-11-26T08:00:00.000Z',
};

/** The server as an organiser of Eva's company sees it: her account, her games and her logs. */
function serve(reads: { games: TUserGameScore[]; logs: TUserLog[] }) {
  const asked: string[] = [];
  mockApi(({ path }) => {
    asked.push(path);
    const pathname = path.split('?')[0];
    if (pathname === '/auth/me') return { body: meOf('company_admin') };
    if (pathname === `/users/${eva.id}`) return { body: eva };
    if (pathname === `/user/competition/group/${eva.id}`) return { body: reads.games };
    if (pathname === `/user/task/performedtasks/${eva.id}`) return { body: reads.logs };
    return NOT_FOUND_REPLY;
  });
  return asked;
}

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('UserProfilePage', SLOW, () => {
  it("shows the player's games with status, points and place, and their latest logs", async () => {
    signInAs('company_admin');
    serve({ games, logs: [log] });
    renderApp(`/users/profile/${eva.id}`);

    const gameTable = await screen.findByRole('table', { name: 'Games' }, LOADING);
    const gameRows = within(gameTable).getAllByRole('row').slice(1);
    expect(gameRows.map(cells)).toEqual([
      ['Spring Into Health', 'Running', 'Night Owls', '345', '2 of 12'],
      ['Winter Step Challenge', 'Finished', 'Polar Bears', '1,210', '5 of 8'],
    ]);
    expect(within(gameTable).getByRole('link', { name: 'Spring Into Health' }).getAttribute('href')).toBe(
      `/games/game-view/${games[0]?.competitionId}`,
    );

    const logTable = await screen.findByRole('table', { name: 'Latest logs' });
    const [logRow] = within(logTable).getAllByRole('row').slice(1);
    expect(logRow && cells(logRow)).toEqual([
      'Join a team workout',
      'Spring Into Health',
      expect.stringMatching(/2026|26/),
      '50',
      'Pending',
    ]);
  });

  it('says so when the user plays in no game and has logged nothing', async () => {
    signInAs('company_admin');
    serve({ games: [], logs: [] });
    renderApp(`/users/profile/${eva.id}`);

    expect(await screen.findByText('Not in any game yet.', {}, LOADING)).toBeTruthy();
    expect(await screen.findByText('No logs yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Latest logs' })).toBeTruthy();
  });
});
