import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';
import { expectSignedInHome, FLOW_SESSION, HOME_REPLY } from '../../../test/signed-in-ending.ts';

const LOADING = { timeout: 15_000 };

describe('ConfirmEmailPage', () => {
  const confirmAnswering = (messageCode: string, { withSession = true } = {}) =>
    mockApi((request) =>
      request.method === 'POST' && request.path === '/auth/confirm-email'
        ? { body: { messageCode, message: 'Confirmed', ...(withSession ? FLOW_SESSION : {}) } }
        : withSession
          ? HOME_REPLY
          : NOT_FOUND_REPLY,
    );

  it('signs the one who registered in, at home, saying their trial has started', async () => {
    confirmAnswering('auth.emailConfirmed');
    renderApp('/rally/confirm-email/a-token-of-register');
    await expectSignedInHome('Your e-mail is confirmed and your free trial has started. You are signed in.');
  });

  it('signs a colleague who joined by link in, saying they joined the game, not that a trial started', async () => {
    confirmAnswering('auth.joinConfirmed');
    renderApp('/rally/confirm-email/a-token-of-joining');
    await expectSignedInHome("You have joined your colleagues' game and are signed in.");
  });

  it('without a session in the answer, tells the one who registered that their trial has started', async () => {
    confirmAnswering('auth.emailConfirmed', { withSession: false });
    renderApp('/rally/confirm-email/a-token-of-register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }, LOADING),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your account is active and your free trial has started. Sign in with the password you chose.',
      ),
    ).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
