import type { TRole } from '@rally/contracts/abilities';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyContentReply, gameOf } from '../../test/game-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../test/render.tsx';

const game = gameOf({ startEmailSentAt: '2026-11-01T09:00:00.000Z' });
const draft = gameOf({ status: 'draft', phase: 'draft', counts: { ...gameOf().counts, activities: 0 } });

/** The API of one game (running unless told), answering as `role` would be answered; what was asked. */
function serve(role: TRole, shown: typeof game = game) {
  const asked: string[] = [];
  mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    asked.push(url.pathname);
    if (url.pathname === '/auth/me') return { body: meOf(role) };
    if (url.pathname === `/competition/${shown.id}`) return { body: shown };
    return emptyContentReply(url.pathname);
  });
  return asked;
}

const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

describe('GameViewPage', SLOW, () => {
  it('offers a manager what a running game allows', async () => {
    signInAs('company_admin');
    serve('company_admin');
    renderApp(`/games/game-view/${game.id}`);

    await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe(
      'Games/Spring Into Health',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/games/game-edit/${game.id}`,
    );
    for (const name of ['Send start e-mail', 'Finish', 'Delete'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    // The set-up is a section of its own, opened on demand.
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Set-up' }));
    expect(await screen.findAllByRole('link', { name: 'Manage' })).toHaveLength(4);
    expect(screen.getAllByText('Running')).toHaveLength(1);
  });

  it('opens on the results and asks for the set-up only when it is opened, kept in the address', async () => {
    signInAs('company_admin');
    const asked = serve('company_admin');
    renderApp(`/games/game-view/${game.id}`);
    const results = await screen.findByRole('tab', { name: 'Results' }, LOADING);
    expect(results.getAttribute('aria-selected')).toBe('true');
    // No rounds: no section for them.
    expect(screen.queryByRole('tab', { name: 'Rounds' })).toBeNull();
    expect(asked.filter((p) => p.endsWith('/groups') || p.startsWith('/task/'))).toEqual([]);

    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Set-up' }));
    await screen.findAllByRole('link', { name: 'Manage' });
    expect(screen.getByTestId('path').textContent).toBe(`/games/game-view/${game.id}?section=setup`);
    expect(asked).toContain(`/competition/${game.id}/groups`);
  });

  it('draws the results cards together, once each has answered: none pushes another down', async () => {
    signInAs('company_admin');
    let answerLedger: (() => void) | undefined;
    const ledgerAnswered = new Promise<void>((resolve) => {
      answerLedger = resolve;
    });
    const asked: string[] = [];
    mockApi(async ({ path }) => {
      const url = new URL(path, 'http://api');
      asked.push(url.pathname);
      if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
      if (url.pathname === `/competition/${game.id}`) return { body: game };
      if (url.pathname === `/game/${game.id}/charities`) {
        await ledgerAnswered;
        return NOT_FOUND_REPLY;
      }
      return emptyContentReply(url.pathname);
    });
    renderApp(`/games/game-view/${game.id}`);

    await screen.findByRole('tab', { name: 'Results' }, LOADING);
    // The standings, players, activity and logs have answered (not found here); the ledger not yet.
    await vi.waitFor(() => expect(asked).toContain(`/game/${game.id}/performedtasks`), LOADING);
    expect(screen.queryByRole('heading', { name: 'Team standings' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    act(() => answerLedger?.());
    expect(await screen.findByRole('heading', { name: 'Team standings' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top players' })).toBeTruthy();
  });

  it("draws the game's name and actions above in the same commit as its content, never above a loading state", async () => {
    // Drawn at the answer above a loading state that stays until the next render, a header grown
    // by its actions (wrapping at a phone's width) moved that state down: CLS 0.12 on a phone.
    signInAs('company_admin');
    serve('company_admin');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const named = document.querySelector('h1')?.textContent === game.name;
      const content = document.querySelector('[role="tablist"]') !== null;
      if (named !== content) seen.push(named ? 'the name above no content' : 'content under no name');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderApp(`/games/game-view/${game.id}`);

    await screen.findByRole('tab', { name: 'Results' }, LOADING);
    observer.disconnect();
    expect(screen.getByRole('heading', { name: game.name, level: 1 })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('shows a read-only viewer the game without any action', async () => {
    signInAs('client');
    serve('client');
    renderApp(`/games/game-view/${game.id}`);

    await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Set-up' }));
    expect(await screen.findAllByText('Acme Corporation')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const name of ['Send start e-mail', 'Finish', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });
});

/** Opens the game as `role`; a game with results shows its facts in its set-up section. */
async function open(role: TRole, shown: typeof game) {
  signInAs(role);
  serve(role, shown);
  renderApp(`/games/game-view/${shown.id}`);
  await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING);
  // The game's content is drawn in a render after its answer (WhenLoaded): wait for it.
  await vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull(), LOADING);
  const setUp = screen.queryByRole('tab', { name: 'Set-up' });
  if (setUp) await userEvent.setup().click(setUp);
}

describe('a game as the organiser and as a reader see it', SLOW, () => {
  it('tells the organiser what a draft needs before activation, and a client nothing of it', async () => {
    await open('company_admin', draft);
    expect(screen.getByText('Ready to activate')).toBeDefined();
  });

  it('keeps activation notes and the start e-mail from a client', async () => {
    await open('client', draft);
    expect(screen.queryByText('Ready to activate')).toBeNull();
  });

  it('shows when the start e-mail went to the organiser only', async () => {
    await open('company_admin', game);
    expect(await screen.findByText('Start e-mail')).toBeDefined();
  });

  it('hides the start e-mail from a client', async () => {
    await open('client', game);
    expect(await screen.findByText('Acme Corporation')).toBeDefined();
    expect(screen.queryByText('Start e-mail')).toBeNull();
  });
});
