import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/render.tsx';
import { expectSignedInHome, FLOW_SESSION, HOME_REPLY } from '../../../test/signed-in-ending.ts';

const RESET_TOKEN = 'b'.repeat(43);

describe('the last step of a reset by one-time code', () => {
  it('sets the password with the reset token, then signs in and goes home', async () => {
    const posted: unknown[] = [];
    mockApi(({ path, method, body }) => {
      if (path === '/auth/resetpassword' && method === 'POST') {
        posted.push(body);
        return { body: { messageCode: 'auth.passwordSet', message: 'ok', ...FLOW_SESSION } };
      }
      return HOME_REPLY;
    });
    const user = userEvent.setup();
    renderApp(`/rally/reset-otp/${RESET_TOKEN}`);
    const fields = await screen.findAllByLabelText(/password/i, undefined, { timeout: 8_000 });
    for (const field of fields.filter((f) => f.tagName === 'INPUT'))
      await user.type(field, 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await expectSignedInHome(
      'Your password has been changed and you are signed in. Every other session was ended.',
    );
    expect(posted).toEqual([{ resetToken: RESET_TOKEN, password: 'a long new passphrase' }]);
  });
});
