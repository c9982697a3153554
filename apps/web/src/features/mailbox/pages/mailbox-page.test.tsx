import type { TOutboxMessage } from '@rally/contracts/mailbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { MailboxPage } from './mailbox-page.tsx';

const message = (n: number, overrides: Partial<TOutboxMessage> = {}): TOutboxMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  to: `user${n}@example.com`,
  subject: `Reset your password ${n}`,
  text: `Open https://rally.example/rally/reset-password/token-${n}`,
  html: `<p>Open <a href="https://rally.example/rally/reset-password/token-${n}">the link</a></p><script>parent.alert(1)</script>`,
  template: 'resetLink',
  language: 'de',
  status: 'held',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

const all = [message(1), message(2, { to: 'ana@acme.test', subject: 'Welcome to Rally', status: 'failed' })];

/** The mailbox as the server answers it: searched by recipient or subject, held without SMTP. */
function serve() {
  return mockApi(({ path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('admin') };
    if (url.pathname === '/mailbox') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const data = all.filter((m) => `${m.to} ${m.subject}`.toLowerCase().includes(q));
      return { body: { data, count: data.length, pages: 1, delivering: false } };
    }
    const one = all.find((m) => url.pathname === `/mailbox/${m.id}`);
    return one ? { body: one } : NOT_FOUND_REPLY;
  });
}

const LOADING = { timeout: 5000 };
const rows = () =>
  within(screen.getByRole('table', { name: 'E-mails' }))
    .getAllByRole('row')
    .slice(1);

describe('MailboxPage', () => {
  it('says that mails are held when no SMTP server is configured', async () => {
    signInAs('admin');
    serve();
    renderApp('/admin/mailbox');

    expectShown(
      await screen.findByText(
        'No SMTP server configured: e-mails are kept here and not delivered.',
        {},
        LOADING,
      ),
    );
    expect(rows()).toHaveLength(2);
    expectShown(within(rows()[1] as HTMLElement).getByText('Failed'));
    expectShown(within(rows()[0] as HTMLElement).getByText('Deutsch'));
    // The kind of mail in words, not the server's template code.
    expectShown(within(rows()[0] as HTMLElement).getByText('Password reset'));
    expect(screen.queryByText('resetLink')).toBeNull();
    expectShown(screen.getByText('1–2 of 2'));
  });

  it('searches by recipient or subject and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    const fetch = serve();
    renderApp('/admin/mailbox');
    await screen.findByText('Welcome to Rally', {}, LOADING);

    await user.type(screen.getByLabelText('Search by recipient or subject'), 'acme');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('path').textContent).toBe('/admin/mailbox?q=acme');
    expect(
      fetch.mock.calls.some(([input]) => String(input).endsWith('/mailbox?page=1&perPage=10&q=acme')),
    ).toBe(true);
  });

  it('opens a message with its HTML in a sandbox that runs no scripts', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    serve();
    renderApp('/admin/mailbox');

    await user.click(await screen.findByRole('button', { name: 'Reset your password 1' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password 1' });
    const frame = await within(dialog).findByTitle('E-mail “Reset your password 1” as sent');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('the link');
    expectShown(
      within(dialog).getByRole('link', { name: 'https://rally.example/rally/reset-password/token-1' }),
    );
    expectShown(within(dialog).getByText('Password reset'));
    expect(within(dialog).queryByText('resetLink')).toBeNull();
  });

  it('opens with the page and search of its address asked for beside the code', async () => {
    signInAs('admin');
    serve();
    await MailboxPage.openingData({ params: {}, search: new URLSearchParams('q=acme') });
    const opening = asked();
    expect(opening).toEqual(['/mailbox?page=1&perPage=10&q=acme']);

    renderApp('/admin/mailbox?q=acme');
    await screen.findByText('Welcome to Rally', {}, LOADING);
    expect(asked()).toEqual(opening);
  });
});
