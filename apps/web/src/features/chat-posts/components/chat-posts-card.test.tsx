import type { TChatConnection } from '@rally/contracts/chat-posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, uuid } from '../../../test/game-fixtures.ts';
import {
  mockApi,
  NOT_FOUND_REPLY,
  renderWithProviders,
  signInAs,
  type TSent,
} from '../../../test/render.tsx';
import { ChatPostsCard } from './chat-posts-card.tsx';

const SLACK: TChatConnection = {
  id: uuid(40),
  gameId: GAME_ID,
  kind: 'slack',
  urlMasked: 'https://hooks.slack.com/…x9Qa',
  events: ['round.results', 'daily.leaderboard'],
  dailyAt: '09:00',
  status: 'active',
  failures: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const EDIT = 'Edit what the Slack connection https://hooks.slack.com/…x9Qa posts';
const DELETE = 'Delete the Slack connection https://hooks.slack.com/…x9Qa';

/** The game's connections as a server keeps them: PUT changes the one named, DELETE removes it. */
function serveConnections(reply?: (sent: TSent) => { status: number; body: unknown } | undefined) {
  let connections = [SLACK];
  const sent: TSent[] = [];
  mockApi((request) => {
    const { method, path, body } = request;
    if (method === 'GET' && path === `/games/${GAME_ID}/chat-connections`)
      return { body: { data: connections } };
    if (path !== `/chat-connections/${SLACK.id}`) return NOT_FOUND_REPLY;
    sent.push(request);
    const refused = reply?.(request);
    if (refused) return refused;
    if (method === 'DELETE') {
      connections = [];
      return { status: 204 };
    }
    const [first] = connections;
    if (!first) return NOT_FOUND_REPLY;
    connections = [{ ...first, ...(body as Partial<TChatConnection>) }];
    return { body: connections[0] };
  });
  return sent;
}

describe('ChatPostsCard', { timeout: 20_000 }, () => {
  it("edits a connection's events and daily hour, then focus returns to its Edit button", async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent = serveConnections();
    renderWithProviders(<ChatPostsCard gameId={GAME_ID} />);
    const edit = await screen.findByRole('button', { name: EDIT });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', {
      name: 'What is posted to https://hooks.slack.com/…x9Qa',
    });
    // The form starts from the connection as it is.
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Round results' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Badges earned' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((within(dialog).getByLabelText(/Daily leaderboard time/) as HTMLInputElement).value).toBe('09:00');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Round results' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Badges earned' }));
    const time = within(dialog).getByLabelText(/Daily leaderboard time/);
    await user.clear(time);
    await user.type(time, '17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((s) => [s.method, s.body])).toEqual([
      ['PUT', { events: ['daily.leaderboard', 'badge.earned'], dailyAt: '17:30' }],
    ]);
    expect(await screen.findByText('Daily leaderboard at 17:30')).toBeTruthy();
    expect(within(screen.getByRole('listitem')).queryByText('Round results')).toBeNull();
    expect(within(screen.getByRole('listitem')).getByText('Badges earned')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: EDIT })));
  });

  it('keeps Save off without an event, and a refusal in the dialog', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    serveConnections(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        messageCode: 'validation.fields',
        message: 'Invalid',
        details: [{ path: 'dailyAt', messageCode: 'validation.invalid', message: 'Invalid' }],
      },
    }));
    renderWithProviders(<ChatPostsCard gameId={GAME_ID} />);
    await user.click(await screen.findByRole('button', { name: EDIT }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Round results' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Daily leaderboard' }));
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Game started' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a connection after asking, then focuses the address field', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent = serveConnections();
    renderWithProviders(<ChatPostsCard gameId={GAME_ID} />);
    await user.click(await screen.findByRole('button', { name: DELETE }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this connection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((s) => s.method)).toEqual(['DELETE']);
    expect(await screen.findByText('No chat connected yet.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/Incoming webhook address/)),
    );
  });
});
