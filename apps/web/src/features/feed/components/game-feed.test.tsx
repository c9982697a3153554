import type { TFeedItem } from '@rally/contracts/feed';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDoctype, GAME_ID, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { GameFeed } from './game-feed.tsx';

const LOADING = { timeout: 5000 };

const itemOf = (n: number, name: string): TFeedItem => ({
  kind: 'log',
  id: uuid(n),
  at: '2026-12-01T09:00:00.000Z',
  log: {
    name,
    mine: false,
    teamName: null,
    behaviourName: 'Took the stairs',
    activityName: 'Move',
    points: 5,
  },
  round: null,
  kudos: { count: 0, mine: false },
  comments: { count: 0, latest: [] },
  hidden: false,
});

describe('GameFeed', { timeout: 20_000 }, () => {
  beforeAll(addDoctype);

  it("narrows the feed to the player's team and back, one choice of two", async () => {
    signInAs('player');
    const asked: string[] = [];
    mockApi(({ path }) => {
      if (!path.startsWith(`/game/${GAME_ID}/feed`)) return NOT_FOUND_REPLY;
      const scope = new URL(path, 'http://x').searchParams.get('scope') ?? '';
      asked.push(scope);
      const name = scope === 'team' ? 'Ana of my team' : 'Bo of another team';
      return { body: { items: [itemOf(scope === 'team' ? 1 : 2, name)], next: null } };
    });
    renderWithProviders(<GameFeed gameId={GAME_ID} inTeam canReact canModerate={false} />);

    const choice = screen.getByRole('radiogroup', { name: 'Show' });
    const whole = within(choice).getByRole('radio', { name: 'Whole game' });
    const team = within(choice).getByRole('radio', { name: 'My team' });
    expect((whole as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(/Bo of another team/, undefined, LOADING)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(team);
    expect((team as HTMLInputElement).checked).toBe(true);
    expect((whole as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText(/Ana of my team/, undefined, LOADING)).toBeTruthy();
    expect(screen.queryByText(/Bo of another team/)).toBeNull();

    // By keyboard: the two are one radio group (one name), so an arrow moves the choice.
    await user.keyboard('{ArrowLeft}');
    expect((whole as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(/Bo of another team/, undefined, LOADING)).toBeTruthy();
    expect(asked).toEqual(['game', 'team']);
  });

  it('offers no choice to someone outside every team', async () => {
    signInAs('company_admin');
    mockApi(({ path }) =>
      path.startsWith(`/game/${GAME_ID}/feed`) ? { body: { items: [], next: null } } : NOT_FOUND_REPLY,
    );
    renderWithProviders(<GameFeed gameId={GAME_ID} inTeam={false} canReact canModerate />);
    expect(
      await screen.findByText(
        'Nothing yet. Logs and round results appear here as they happen.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
