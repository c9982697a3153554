import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';

const LOADING = { timeout: 15_000 };

describe('ConfirmEmailPage', () => {
  const confirmAnswering = (messageCode: string) =>
    mockApi((request) =>
      request.method === 'POST' && request.path === '/auth/confirm-email'
        ? { body: { messageCode, message: 'Confirmed' } }
        : NOT_FOUND_REPLY,
    );

  it('tells the one who registered that their trial has started', async () => {
    confirmAnswering('auth.emailConfirmed');
    renderApp('/rally/confirm-email/a-token-of-register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText(/your free trial has started/)).toBeTruthy();
  });

  it('tells a colleague who joined by link that they joined the game, not that a trial started', async () => {
    confirmAnswering('auth.joinConfirmed');
    renderApp('/rally/confirm-email/a-token-of-joining');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "You have joined your colleagues' game" },
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/trial/)).toBeNull();
  });
});
