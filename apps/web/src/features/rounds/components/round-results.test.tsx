import type { TSetTime, TSetTimeResults } from '@rally/contracts/set-times';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, setTimeOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { RoundResults } from './round-results.tsx';

const week1 = setTimeOf(1, { status: 'frozen', closedAt: '2026-03-07T09:00:00.000Z' });
const week2 = setTimeOf(2, { status: 'running' });

const board = (setTime: TSetTime, leader: string, points: number): TSetTimeResults => ({
  competitionId: GAME_ID,
  setTime,
  frozen: setTime.status === 'frozen',
  frozenAt: setTime.closedAt,
  teamRanking: 'total',
  teams: [{ id: uuid(80), name: 'Reds', color: '#e03131', rank: 1, score: points, points, members: 1 }],
  players: 1,
  individuals: true,
  top: [{ rank: 1, userId: uuid(81), name: leader, teamId: uuid(80), teamName: 'Reds', points, isMe: false }],
  me: null,
});

describe('RoundResults', { timeout: 60_000 }, () => {
  it('opens on the running round, then shows a frozen round as it stood', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const asked: string[] = [];
    mockApi(({ path }) => {
      asked.push(path);
      // The running round's board comes with the rounds.
      if (path === `/game/${GAME_ID}/settime`)
        return {
          body: {
            competitionId: GAME_ID,
            current: week2,
            settimes: [week1, week2],
            currentBoard: board(week2, 'Ann Live', 30),
          },
        };
      if (path === `/game/${GAME_ID}/settimeresults/${week1.id}`)
        return { body: board(week1, 'Bob Frozen', 70) };
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<RoundResults gameId={GAME_ID} />);

    const players = await screen.findByRole('table', { name: 'Players in Week 2' }, { timeout: 5000 });
    expect(within(players).getByText('Ann Live')).toBeTruthy();
    expect(screen.getByText(/Live standings of this round/)).toBeTruthy();
    expect(asked).toEqual([`/game/${GAME_ID}/settime`]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), 'Week 1 · Frozen');
    const frozen = await screen.findByRole('table', { name: 'Players in Week 1' });
    expect(within(frozen).getByText('Bob Frozen')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Frozen results, kept as they stood/)).toBeTruthy());
  });
});
