import type { TRole } from '@rally/contracts/abilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyContent, gameOf } from '../../test/game-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../test/render.tsx';

const game = gameOf({ startEmailSentAt: '2026-11-01T09:00:00.000Z' });

function serve(role: TRole) {
  mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf(role) };
    if (url.pathname === `/competition/${game.id}`) return { body: game };
    const content = emptyContent(url.pathname);
    if (content) return { body: content };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
  });
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
    expect(screen.getAllByText('Running')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Manage' })).toHaveLength(4);
  });

  it('shows a read-only viewer the game without any action', async () => {
    signInAs('client');
    serve('client');
    renderApp(`/games/game-view/${game.id}`);

    await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, LOADING);
    expect(screen.getAllByText('Acme Corporation')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const name of ['Send start e-mail', 'Finish', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });
});
