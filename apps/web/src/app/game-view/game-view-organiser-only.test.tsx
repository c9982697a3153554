import type { TRole } from '@rally/contracts/abilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyContent, gameOf } from '../../test/game-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../test/render.tsx';

const draft = gameOf({ status: 'draft', phase: 'draft', counts: { ...gameOf().counts, activities: 0 } });
const running = gameOf({ startEmailSentAt: '2026-11-01T09:00:00.000Z' });

function serve(role: TRole, game: typeof draft) {
  mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf(role) };
    if (url.pathname === `/competition/${game.id}`) return { body: game };
    const content = emptyContent(url.pathname);
    if (content) return { body: content };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
  });
}

async function open(role: TRole, game: typeof draft) {
  signInAs(role);
  serve(role, game);
  renderApp(`/games/game-view/${game.id}`);
  await screen.findByRole('heading', { name: 'Spring Into Health', level: 1 }, { timeout: 15_000 });
}

describe('a game as the organiser and as a reader see it', { timeout: 30_000 }, () => {
  it('tells the organiser what a draft needs before activation, and a client nothing of it', async () => {
    await open('company_admin', draft);
    expect(screen.getByText('Ready to activate')).toBeDefined();
  });

  it('keeps activation notes and the start e-mail from a client', async () => {
    await open('client', draft);
    expect(screen.queryByText('Ready to activate')).toBeNull();
  });

  it('shows when the start e-mail went to the organiser only', async () => {
    await open('company_admin', running);
    expect(screen.getByText('Start e-mail')).toBeDefined();
  });

  it('hides the start e-mail from a client', async () => {
    await open('client', running);
    expect(screen.getByText('Acme Corporation')).toBeDefined();
    expect(screen.queryByText('Start e-mail')).toBeNull();
  });
});
