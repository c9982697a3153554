import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

type Reply = { status?: number; body?: unknown };

// The first screen of a file waits for the shell and the screen's code to load.
const LOADING = { timeout: 5000 };

function serve(passwordReply: Reply) {
  const bodies: unknown[] = [];
  mockApi(({ method, path, body }) => {
    if (path === '/auth/me') return { body: meOf('player') };
    if (method === 'PUT' && path === '/users/player-1/password') {
      bodies.push(body);
      return passwordReply;
    }
    if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
    return NOT_FOUND_REPLY;
  });
  return bodies;
}

async function changePassword(current: string) {
  const user = userEvent.setup();
  renderApp('/users/password/player-1');
  await screen.findByRole('heading', { level: 1, name: 'Change password' }, LOADING);
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), 'four unrelated words here');
  await user.type(screen.getByLabelText(/^Repeat the new password/), 'four unrelated words here');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password screen', () => {
  it('puts the server refusal on the field it names', async () => {
    signInAs('player');
    serve({
      status: 400,
      body: {
        code: 'VALIDATION',
        messageCode: 'validation.fields',
        params: { fields: 'currentPassword' },
        message: 'Check these fields: currentPassword.',
        details: [
          {
            path: 'currentPassword',
            messageCode: 'validation.wrongCurrentPassword',
            message: 'The current password is not correct.',
          },
        ],
      },
    });
    await changePassword('not-my-password');

    const field = screen.getByLabelText(/^Current password/);
    expectShown(await screen.findByText('The current password is not correct.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The current password is not correct.');
    expect(getSession()?.accessToken).toBe('access-1');
  });

  it('keeps the session going with the new tokens', async () => {
    signInAs('player');
    const bodies = serve({ body: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    await changePassword('Rally-Demo-2026');

    expectShown(await screen.findByText(/Your password has been changed/));
    expect(bodies).toEqual([
      { currentPassword: 'Rally-Demo-2026', newPassword: 'four unrelated words here' },
    ]);
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
