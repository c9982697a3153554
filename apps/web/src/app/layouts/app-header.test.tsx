import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../test/render.tsx';

const LOADING = { timeout: 5000 };

function serve() {
  const saves: unknown[] = [];
  mockApi(({ method, path, body }) => {
    if (path === '/auth/me') return { body: meOf('company_admin') };
    if (method === 'PUT' && path.endsWith('/settings')) {
      saves.push(body);
      return { body };
    }
    return NOT_FOUND_REPLY;
  });
  return saves;
}

afterEach(() => setLanguage('en'));

describe('the header', () => {
  it('names the account button by the initials it shows first (label in name)', async () => {
    signInAs('company_admin');
    serve();
    renderApp('/settings/faq');
    const account = await screen.findByRole('button', { name: /account menu of Alex Example$/ }, LOADING);
    expect(account.textContent).toBe('AE');
    expect(account.getAttribute('aria-label')?.startsWith('AE')).toBe(true);

    await userEvent.setup().click(account);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('switches the language when the choice is committed, not on each arrow press', async () => {
    signInAs('company_admin');
    const saves = serve();
    renderApp('/settings/faq');
    const select = await screen.findByRole('combobox', { name: 'Language' }, LOADING);

    // A closed select changes its value with each arrow press: nothing is switched or saved yet.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(currentLanguage()).toBe('en');
    expect(saves).toEqual([]);

    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(currentLanguage()).toBe('fr'));
    await waitFor(() => expect(saves).toEqual([{ language: 'fr' }]));
  });

  it('takes a choice made with the pointer at once', async () => {
    signInAs('company_admin');
    serve();
    renderApp('/settings/faq');
    const select = await screen.findByRole('combobox', { name: 'Language' }, LOADING);
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'pt' } });
    await waitFor(() => expect(currentLanguage()).toBe('pt'));
  });
});
