import type { TChecklist } from '@rally/contracts/logs';
import type { TUserGameScore } from '@rally/contracts/scores';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asked } from '../../test/asked.ts';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs, userOf } from '../../test/render.tsx';
import { PlayerHomePage } from './player-home-page.tsx';

const GAME = '01900000-0000-7000-8000-000000000001';
const player = userOf('player');
const LOADING = 'Loading';

const game: TUserGameScore = {
  competitionId: GAME,
  competitionName: 'Spring Into Health',
  phase: 'running',
  startDate: '2026-11-03',
  endDate: '2026-12-29',
  groupId: 'team-1',
  groupName: 'Trailblazers',
  points: 120,
  rank: 2,
  players: 8,
  groupRank: 1,
  groups: 2,
};

const checklist: TChecklist = {
  gameId: GAME,
  userId: '01900000-0000-7000-8000-000000000002',
  day: '2026-11-20',
  today: '2026-11-20',
  firstDay: '2026-11-20',
  lastDay: '2026-11-20',
  canLog: true,
  points: 0,
  pendingPoints: 0,
  activities: [
    {
      id: '01900000-0000-7000-8000-000000000003',
      name: 'Move more',
      behaviours: [
        {
          id: '01900000-0000-7000-8000-000000000004',
          name: 'Took the stairs',
          description: '',
          points: 10,
          maxPerDay: 1,
          remaining: 1,
          requiresApproval: false,
          logs: [],
        },
      ],
    },
  ],
};

/** The player signed in; their games and the day answer at once, the boards not found. */
function signedInWithTheDay() {
  signInAs('player', player);
  mockApi(({ path }) => {
    if (path === '/auth/me') return { body: meOf('player') };
    if (path.startsWith('/user/competition/group/')) return { body: [game] };
    if (path.startsWith(`/game/${GAME}/checklist`)) return { body: checklist };
    return NOT_FOUND_REPLY;
  });
}

describe("the player's home", () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('draws its cards together once their data is here, none pushed down by another still loading', async () => {
    signInAs('player', player);
    let answerChecklist: () => void = () => {};
    const checklistAnswered = new Promise<void>((resolve) => {
      answerChecklist = resolve;
    });
    let checklistAsked: () => void = () => {};
    const checklistWaits = new Promise<void>((resolve) => {
      checklistAsked = resolve;
    });
    mockApi(async ({ path }) => {
      if (path === '/auth/me') return { body: meOf('player') };
      if (path.startsWith('/user/competition/group/')) return { body: [game] };
      if (path.startsWith(`/game/${GAME}/checklist`)) {
        checklistAsked();
        await checklistAnswered;
        return { body: checklist };
      }
      // The boards answer at once (not found: each card shows its error where its board would be).
      return NOT_FOUND_REPLY;
    });
    renderApp(`/play/${GAME}`);

    // The day's checklist asked for and not answered (the boards have answered): nothing drawn yet
    // but the loading state, which the cards replace.
    await checklistWaits;
    await waitFor(() => expect(screen.getByRole('status', { name: LOADING })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Today' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Team standings' })).toBeNull();

    answerChecklist();
    expect(await screen.findByRole('checkbox', { name: /Took the stairs/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Into Health' })).toBeTruthy();
    // The boards beside the day are drawn next (components/drawn-next.tsx). A board that failed is
    // asked once more as its card mounts, not again and again.
    expect(await screen.findByRole('heading', { name: 'Team standings' })).toBeTruthy();
    expect(asked().filter((path) => path.endsWith('/quiz')).length).toBeLessThanOrEqual(2);
  });

  it("paints the heading and the player's figures first, the day and the boards in a render after", async () => {
    signedInWithTheDay();
    // What the page held when its heading first came: a mutation observer's callback runs after the
    // commit that added it, before the browser (here the test's event loop) runs the next render.
    const atHeading: string[] = [];
    const observer = new MutationObserver(() => {
      if (atHeading.length > 0 || !screen.queryByRole('heading', { level: 1, name: 'Spring Into Health' }))
        return;
      atHeading.push(
        screen.queryByText('Your team: Trailblazers') ? 'figures' : 'no figures',
        screen.queryByRole('checkbox', { name: /Took the stairs/ }) ? 'day' : 'no day',
        screen.queryByRole('heading', { name: 'Team standings' }) ? 'boards' : 'no boards',
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp(`/play/${GAME}`);
    expect(await screen.findByRole('checkbox', { name: /Took the stairs/ })).toBeTruthy();
    observer.disconnect();
    expect(atHeading).toEqual(['figures', 'no day', 'no boards']);
  });

  it('asks for its games, then its cards, beside its code; the home asks for neither again', async () => {
    signedInWithTheDay();
    await PlayerHomePage.openingData({ params: {}, search: new URLSearchParams() });
    const opening = asked();
    expect(opening[0]).toMatch(/^\/user\/competition\/group\//);
    expect(opening.filter((path) => path.startsWith(`/game/${GAME}/checklist`))).toHaveLength(1);

    renderApp('/play');
    expect(await screen.findByRole('checkbox', { name: /Took the stairs/ })).toBeTruthy();
    const games = asked().filter((path) => path.startsWith('/user/competition/group/'));
    const checklists = asked().filter((path) => path.startsWith(`/game/${GAME}/checklist`));
    expect([games.length, checklists.length]).toEqual([1, 1]);
  });
});
