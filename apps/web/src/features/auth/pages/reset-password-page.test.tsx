import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';

const TOKEN = 'a'.repeat(43);
const LOADING = { timeout: 15_000 };

function serveLink(purpose: 'invite' | 'reset') {
  const posted: unknown[] = [];
  mockApi(({ path, method, body }) => {
    if (path.startsWith('/user/resetpassword') && method === 'GET') {
      return { body: { email: 'nia@example.com', purpose } };
    }
    if (path === '/user/resetpassword' && method === 'POST') {
      posted.push(body);
      return { body: { message: 'ok' } };
    }
    return NOT_FOUND_REPLY;
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
  it('welcomes someone who accepted an invitation: their account is ready', async () => {
    const posted = serveLink('invite');
    await choosePassword(`/rally/set-password/${TOKEN}`, 'Set password');
    await screen.findByRole('heading', { name: 'Your account is ready' }, LOADING);
    expect(screen.queryByText(/signed out on every device/)).toBeNull();
    expect(posted).toEqual([{ id: TOKEN, password: 'a long new passphrase' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('tells someone who reset their password that their other sessions ended', async () => {
    serveLink('reset');
    await choosePassword(`/rally/reset-password/${TOKEN}`, 'Save new password');
    await screen.findByRole('heading', { name: 'Your password has been changed' }, LOADING);
    expect(screen.getByText(/signed out on every device/)).toBeDefined();
  });
});
