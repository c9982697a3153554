import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { mockApi, renderApp, userOf } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  return userEvent.setup();
}

describe('login screen', () => {
  it('explains what is wrong before anything is sent', async () => {
    const fetch = mockApi(() => ({ status: 500 }));
    const user = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    // Said at once, and the first field to fix takes the focus.
    await waitFor(() =>
      expect(document.getElementById('app-announcer-assertive')?.textContent).toBe(
        'The form was not sent: 2 fields need attention.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/)));

    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expectShown(screen.getByText('Enter a valid e-mail address, like name@company.com.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server refusal in words', async () => {
    mockApi(() => ({
      status: 401,
      body: {
        code: 'INVALID_CREDENTIALS',
        messageCode: 'auth.invalidCredentials',
        message: 'Email or Password is Invalid',
      },
    }));
    const user = await openLogin();

    await user.type(screen.getByLabelText(/E-mail/), 'player@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Email or Password is Invalid');
    expect(getSession()).toBeNull();
  });

  it('signs in with the trimmed, lower-cased e-mail and takes a client to access control', async () => {
    const client = userOf('client');
    const fetch = mockApi(({ path }) =>
      path === '/auth/gettoken'
        ? { body: { user: client, accessToken: 'access-1', refreshToken: 'refresh-1' } }
        : { body: { user: client } },
    );
    const user = await openLogin();

    await user.type(screen.getByLabelText(/E-mail/), '  Client@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Rally-Demo-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'Access control' });
    expect(screen.getByTestId('path').textContent).toBe('/access-control');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'client@example.com',
      password: 'Rally-Demo-2026',
      rememberMe: true,
    });
    expect(localStorage.getItem('rally.rememberMe')).toBe('true');
  });

  it('shows and hides the password on request', async () => {
    const user = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expectShown(screen.getByRole('button', { name: 'Hide password' }));
  });

  it('underlines the link in running text, so it is not told by colour alone', async () => {
    mockApi(() => ({ status: 500 }));
    await openLogin();
    const link = screen.getByRole('link', { name: 'Reset your password with an e-mailed code' });
    expect(link.getAttribute('data-underline')).toBe('always');
  });
});
