import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';
import { expectSignedInHome, FLOW_SESSION, HOME_REPLY } from '../../../test/signed-in-ending.ts';

const TOKEN = 'a'.repeat(43);
const LOADING = { timeout: 8_000 };

/** The link checks as `purpose`; setting the password answers its message and, unless told not to, a session. */
function serveLink(purpose: 'invite' | 'reset', { withSession = true } = {}) {
  const posted: unknown[] = [];
  mockApi(({ path, method, body }) => {
    if (path.startsWith('/user/resetpassword') && method === 'GET') {
      return { body: { email: 'nia@example.com', purpose } };
    }
    if (path === '/user/resetpassword' && method === 'POST') {
      posted.push(body);
      return {
        body: { messageCode: 'auth.passwordSet', message: 'ok', ...(withSession ? FLOW_SESSION : {}) },
      };
    }
    // The home screen's calls, once signed in.
    return path.startsWith('/user/resetpassword') ? NOT_FOUND_REPLY : HOME_REPLY;
  });
  return posted;
}

async function choosePassword(path: string, submit: string) {
  const user = userEvent.setup();
  renderApp(path);
  const fields = await screen.findAllByLabelText(/password/i, undefined, LOADING);
  for (const field of fields.filter((f) => f.tagName === 'INPUT'))
    await user.type(field, 'a long new passphrase');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('choosing a password from an e-mailed link', () => {
  it('signs someone who accepted an invitation in and takes them home', async () => {
    const posted = serveLink('invite');
    await choosePassword(`/rally/set-password/${TOKEN}`, 'Set password');
    await expectSignedInHome('Your password is set and you are signed in. Welcome to Rally!');
    expect(posted).toEqual([{ id: TOKEN, password: 'a long new passphrase' }]);
  });

  it('signs someone who reset their password in, saying their other sessions ended', async () => {
    serveLink('reset');
    await choosePassword(`/rally/reset-password/${TOKEN}`, 'Save new password');
    await expectSignedInHome(
      'Your password has been changed and you are signed in. Every other session was ended.',
    );
  });

  it('without a session in the answer, ends on the screen that offers sign-in', async () => {
    serveLink('reset', { withSession: false });
    await choosePassword(`/rally/reset-password/${TOKEN}`, 'Save new password');
    await screen.findByRole('heading', { name: 'Your password has been changed' }, LOADING);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(getSession()).toBeNull();
  });
});
