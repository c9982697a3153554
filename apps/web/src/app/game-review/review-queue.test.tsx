import type { TReviewItem } from '@rally/contracts/logs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../test/asked.ts';
import { GAME_ID, gameOf, serveGameScreen } from '../../test/game-fixtures.ts';
import { reviewItemOf } from '../../test/play-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import { ReviewPage } from './review-page.tsx';

const game = gameOf();
/** A review queue on a fake server: decided logs leave it; every decision is kept for the test. */
function serveQueue(initial: TReviewItem[]) {
  let queue = initial;
  const decisions: unknown[] = [];
  serveGameScreen('company_admin', game, (url, { method, body }) => {
    if (url.pathname === `/game/${GAME_ID}/participants`) return { body: { data: [], count: 0, pages: 0 } };
    if (url.pathname === `/game/${GAME_ID}/review` && method === 'POST') {
      const { logIds } = body as { logIds: string[] };
      decisions.push(body);
      queue = queue.filter((item) => !logIds.includes(item.id));
      return { body: { decided: logIds.length } };
    }
    if (url.pathname === `/game/${GAME_ID}/review`) {
      return { body: { data: queue, count: queue.length, pages: 1 } };
    }
    return undefined;
  });
  return decisions;
}

async function openQueue(items: TReviewItem[]) {
  signInAs('company_admin');
  const decisions = serveQueue(items);
  renderApp(`/games/review/${GAME_ID}`);
  await screen.findByRole('heading', { name: 'Logs to review' }, { timeout: 15_000 });
  await screen.findByRole('checkbox', {
    name: `Select ${items[0]?.playerName}, Join a team workout, Nov 20, 2026`,
  });
  return decisions;
}

describe('opening the app on the review queue', { timeout: 30_000 }, () => {
  it('asks for the page of its address and the filter options beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin');
    serveQueue([reviewItemOf(1)]);
    await ReviewPage.openingData({
      params: { id: GAME_ID },
      search: new URLSearchParams('status=approved&page=2'),
    });
    expect(asked()).toEqual(
      expect.arrayContaining([
        `/game/${GAME_ID}/review?page=2&perPage=10&status=approved`,
        `/task/competition/${GAME_ID}/1`,
        `/competition/${GAME_ID}/groups`,
      ]),
    );
    // The player filter asks for its options itself (`asked` leaves out the screen's live stream).
    const ownAsks = () => asked().filter((url) => !/\/participants\b/.test(url));
    const before = ownAsks().length;

    renderApp(`/games/review/${GAME_ID}?status=approved&page=2`);
    await screen.findByRole('heading', { name: 'Logs to review' }, { timeout: 15_000 });
    expect(ownAsks()).toHaveLength(before);
  });
});

const row = (n: number) => ({ name: `Select Player ${n}, Join a team workout, Nov 20, 2026` });

describe('the review queue', { timeout: 30_000 }, () => {
  it('approves several logs at once, says so, and hands focus back to the list', async () => {
    const user = userEvent.setup();
    const decisions = await openQueue([reviewItemOf(1), reviewItemOf(2), reviewItemOf(3)]);

    await user.click(screen.getByRole('checkbox', row(1)));
    await user.click(screen.getByRole('checkbox', row(3)));
    expect(screen.getByText('2 selected')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 logs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    // On the screen (the announcer, outside the main landmark, says it too).
    await within(screen.getByRole('main')).findByText('2 logs approved.');
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe('2 logs approved.'),
    );
    expect(decisions).toEqual([{ logIds: [reviewItemOf(1).id, reviewItemOf(3).id], decision: 'approve' }]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Logs to review'));
    await waitFor(() => expect(screen.queryByRole('checkbox', row(1))).toBeNull());
    expect(screen.getByRole('checkbox', row(2))).toBeDefined();
  });

  it('selects every log of the page with one checkbox', async () => {
    const user = userEvent.setup();
    const decisions = await openQueue([reviewItemOf(1), reviewItemOf(2)]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve 2 logs?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ logIds: [reviewItemOf(1).id, reviewItemOf(2).id] });
  });

  it('will not reject without the reason the player reads', async () => {
    const user = userEvent.setup();
    const decisions = await openQueue([reviewItemOf(1), reviewItemOf(2)]);

    await user.click(screen.getByRole('checkbox', row(2)));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 log?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason: the players read it.')).toBeDefined();
    expect(decisions).toEqual([]);
    // Said, and the focus is in the field to fill.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Reason/ })),
    );
    await waitFor(() =>
      expect(document.getElementById('app-announcer-assertive')?.textContent).toBe(
        'The form was not sent: 1 field needs attention.',
      ),
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Logged on the wrong day.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    // On the screen (the announcer, outside the main landmark, says it too).
    await within(screen.getByRole('main')).findByText('1 log rejected.');
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe('1 log rejected.'),
    );
    expect(decisions).toEqual([
      { logIds: [reviewItemOf(2).id], decision: 'reject', reason: 'Logged on the wrong day.' },
    ]);
  });

  it('marks outliers, says why, and shows each log’s decisions and who logged it', async () => {
    await openQueue([
      reviewItemOf(1, {
        flagged: true,
        status: 'approved',
        loggedBy: 'Olga Organiser',
        decisions: [
          {
            decision: 'rejected',
            reason: 'Not on that day',
            decidedBy: 'Olga Organiser',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          {
            decision: 'approved',
            reason: null,
            decidedBy: 'Olga Organiser',
            createdAt: '2026-11-21T11:00:00.000Z',
          },
        ],
      }),
    ]);

    const flag = screen.getByText('Flagged');
    const help = document.getElementById(
      flag.closest('[aria-describedby]')?.getAttribute('aria-describedby') ?? '',
    );
    expect(help?.textContent).toContain('more than 3 times their usual day');
    expect(screen.getByText('Logged by Olga Organiser')).toBeDefined();
    expect(screen.getByText(/^Rejected by Olga Organiser/)).toBeDefined();
    expect(screen.getByText('“Not on that day”')).toBeDefined();
    expect(screen.getByText(/^Approved by Olga Organiser/)).toBeDefined();
  });

  it("shows the player's note on a log, as text", async () => {
    await openQueue([reviewItemOf(1, { comment: 'Spin class <b>45 min</b>, https://gym.example' })]);
    const row = screen.getByRole('row', { name: /Player 1/ });
    expect(
      within(row).getByText("Player's note: Spin class <b>45 min</b>, https://gym.example"),
    ).toBeDefined();
    expect(row.querySelector('b, a')).toBeNull();
  });
});
