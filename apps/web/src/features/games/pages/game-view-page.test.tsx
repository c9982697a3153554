import type { TRole } from '@rally/contracts/abilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signInAs, userOf } from '../../../test/render.tsx';
import { emptyContent, gameOf } from './game-fixtures.ts';

const game = gameOf({ startEmailSentAt: '2026-11-01T09:00:00.000Z' });

function serve(role: TRole) {
  mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: { user: userOf(role) } };
    if (url.pathname === `/competition/${game.id}`) return { body: game };
    const content = emptyContent(url.pathname);
    if (content) return { body: content };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
  });
}

const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

describe('GameViewPage', SLOW, () => {
  it('offers a manager what a running game allows', async () => {
    signInAs('company_admin');
    serve('company_admin');
    renderApp(`/games/game-view/${game.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/games/game-edit/${game.id}`,
    );
    for (const name of ['Send start e-mail', 'Finish', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Manage' })).toHaveLength(4);
  });

  it('shows a read-only viewer the game without any action', async () => {
    signInAs('client');
    serve('client');
    renderApp(`/games/game-view/${game.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText('Acme Corporation')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const name of ['Send start e-mail', 'Finish', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });
});
