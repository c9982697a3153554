import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/render.tsx';
import { expectSignedInHome, FLOW_SESSION, HOME_REPLY } from '../../../test/signed-in-ending.ts';

const GAME = { name: 'Spring steps', publicId: 'k3J9xQ2mPz7L', live: true };

describe('the onboarding confirmation link', () => {
  const confirmAnswering = (answer: Record<string, unknown>) => {
    const posted: unknown[] = [];
    mockApi(({ path, method, body }) => {
      if (path === '/game/onboarding/confirm' && method === 'POST') {
        posted.push(body);
        return { body: { messageCode: 'auth.emailConfirmed', message: 'Confirmed', game: GAME, ...answer } };
      }
      return HOME_REPLY;
    });
    return posted;
  };

  it('signs the organiser in and takes them home, saying their game is live', async () => {
    const posted = confirmAnswering(FLOW_SESSION);
    renderApp('/rally/onboarding-complete/a-token-of-onboarding');
    await expectSignedInHome('Your e-mail address is confirmed and Spring steps is live. You are signed in.');
    expect(posted).toEqual([{ token: 'a-token-of-onboarding' }]);
  });

  it('without a session in the answer, shows the link colleagues join by here', async () => {
    confirmAnswering({});
    renderApp('/rally/onboarding-complete/a-token-of-onboarding');
    const link = await screen.findByRole(
      'link',
      { name: /onboarding-user\/k3J9xQ2mPz7L$/ },
      { timeout: 8_000 },
    );
    expect(link.getAttribute('href')).toBe('/onboarding-user/k3J9xQ2mPz7L');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
