import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../test/render.tsx';

/**
 * The new-account password (registration, onboarding, joining by link) is the app's password
 * input: its rule and its error reach a screen reader, and its show/hide button says what it does.
 */
describe('a new account password', () => {
  it('is described by its rule and its error, and can be shown by a named button', async () => {
    mockApi(() => ({ status: 500 }));
    renderApp('/rally/register');
    await screen.findByRole('heading', { name: 'Start your free trial' });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    const described = () =>
      (password.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described()).toContain('At least');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(described()).toContain('This field is required.');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
