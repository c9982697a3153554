import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { getSession } from '../lib/session.ts';
import { userOf } from './render.tsx';

const LOADING = { timeout: 8_000 };

/** A client: their home (`/access-control`) needs no more than the session user from the API. */
export const signedInUser = userOf('client');
/** The session part of a flow's answer, as sign-in answers it. */
export const FLOW_SESSION = { user: signedInUser, accessToken: 'access-new', refreshToken: 'refresh-new' };
/** What the home screen's calls get once signed in. */
export const HOME_REPLY = { body: { user: signedInUser } };

/**
 * Signed in with the answer's session, at the role's home, the focus on its heading, then told
 * `said`: the toast comes over the screen it is about, not over the one still loading.
 */
export async function expectSignedInHome(said: string) {
  let focusWhenTold: Element | null | undefined;
  const observer = new MutationObserver(() => {
    const alerts = [...document.querySelectorAll('[role="alert"]')];
    if (focusWhenTold === undefined && alerts.some((alert) => alert.textContent?.includes(said))) {
      focusWhenTold = document.activeElement;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Access control' }, LOADING);
  expect(screen.getByTestId('path').textContent).toBe('/access-control');
  expect(getSession()).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
  await waitFor(() => expect(document.activeElement).toBe(heading), LOADING);
  expect((await screen.findByRole('alert', undefined, LOADING)).textContent).toContain(said);
  observer.disconnect();
  expect(focusWhenTold).toBe(heading);
  expect(screen.queryByRole('link', { name: /sign in/i })).toBeNull();
}
