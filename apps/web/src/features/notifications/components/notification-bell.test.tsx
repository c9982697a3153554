import type { TNotification } from '@rally/contracts/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const notice = (id: string, overrides: Partial<TNotification>): TNotification => ({
  id,
  type: 'invitationAccepted',
  params: {},
  link: null,
  read: false,
  record_status: 1,
  createdAt: at(5),
  ...overrides,
});

/**
 * A server keeping the admin's notifications, answering the bell's calls. `/auth/me` brings them
 * (the bell then asks for none), unless it is told to fail.
 */
function serveNotifications({ meFails = false } = {}) {
  let list = [
    notice('n-old', { params: { name: 'Bo Berg' }, read: true, createdAt: at(600) }),
    notice('n-upload', {
      type: 'uploadFinished',
      params: { fileName: 'people.csv', created: 8, updated: 1, skipped: 0, failed: 2 },
      createdAt: at(2),
    }),
    notice('n-ana', { params: { name: 'Ana Silva' }, createdAt: at(30) }),
  ];
  const calls: string[] = [];
  const reads: string[] = [];
  let meAsked = 0;
  const current = () => {
    const live = list.filter((n) => n.record_status === 1);
    return { data: live, unread: live.filter((n) => !n.read).length };
  };
  mockApi(({ method, path, body }) => {
    if (path === '/auth/me') {
      meAsked += 1;
      if (meFails)
        return {
          status: 503,
          body: { code: 'UNAVAILABLE', messageCode: 'common.unavailable', message: 'down' },
        };
      return { body: { ...meOf('admin'), notifications: current() } };
    }
    if (path === '/usernotifications?user_id=admin-1&record_status=1') {
      // How many times /auth/me had been asked when the bell asked for itself.
      reads.push(`GET list (after ${meAsked} /auth/me)`);
      return { body: current() };
    }
    if (method === 'PUT' && path.startsWith('/usernotifications/')) {
      calls.push(`PUT ${path} ${JSON.stringify(body)}`);
      list = list.map((n) => (path.endsWith(n.id) ? { ...n, ...(body as object) } : n));
      return { body: list.find((n) => path.endsWith(n.id)) };
    }
    if (method === 'POST' && path === '/usernotifications/read-all') {
      calls.push('POST read-all');
      list = list.map((n) => ({ ...n, read: true }));
      return { status: 204 };
    }
    return NOT_FOUND_REPLY;
  });
  // The writes the bell sent, and (apart) the times it asked for the list.
  return { calls, reads };
}

// Whole-app renders load screens lazily: on a loaded machine that can take seconds.
const LOADING = { timeout: 15_000 };

describe('notification bell', () => {
  it('shows the unread count, lists the newest first, and marking one read lowers the count', async () => {
    signInAs('admin');
    const { calls, reads } = serveNotifications();
    const user = userEvent.setup();
    renderApp('/settings/faq');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOADING));
    // The list came with /auth/me: the bell did not ask for it.
    expect(reads).toEqual([]);
    const items = (await screen.findByRole('list', { name: 'Notifications' })).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'Unread: Upload of people.csv finished: 8 created, 1 updated, 0 skipped, 2 failed.2 minutes ago',
      'Unread: Ana Silva accepted the invitation and joined Rally.30 minutes ago',
      'Bo Berg accepted the invitation and joined Rally.10 hours ago',
    ]);

    await user.click(screen.getByRole('button', { name: /Ana Silva accepted/ }));
    expectShown(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(calls).toEqual(['PUT /usernotifications/n-ana {"read":true}']);
  });

  it('asks for the list itself when /auth/me did not answer', async () => {
    signInAs('admin');
    const { reads } = serveNotifications({ meFails: true });
    renderApp('/settings/faq');
    expectShown(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOADING));
    // At its first failure, not after the retries' back-off.
    expect(reads).toEqual(['GET list (after 1 /auth/me)']);
  });

  it('marks all as read, and dismisses one', async () => {
    signInAs('admin');
    const { calls } = serveNotifications();
    const user = userEvent.setup();
    renderApp('/settings/faq');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOADING));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expectShown(await screen.findByRole('button', { name: 'Notifications' }));
    // The button is gone: the user continues at the list's title, and hears what happened.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' })),
    );
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'All notifications are marked as read.',
      ),
    );

    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText(/people\.csv/)).toBeNull());
    expect(calls).toEqual(['POST read-all', 'PUT /usernotifications/n-upload {"record_status":0}']);
  });

  it('after a dismissal the focus goes to the next notification, the one before, then the title', async () => {
    signInAs('admin');
    const { calls } = serveNotifications();
    const user = userEvent.setup();
    renderApp('/settings/faq');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOADING));
    const dismiss = () => screen.getAllByRole('button', { name: 'Dismiss' });
    // The middle one (Ana): the user continues at the one after it (Bo).
    await user.click(await waitFor(() => dismiss()[1] as HTMLElement));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Bo Berg/ })));
    await waitFor(() => expect(screen.queryByText(/Ana Silva/)).toBeNull());

    // The last one (Bo): the one before it (the upload).
    await user.click(dismiss()[1] as HTMLElement);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /people\.csv/ })),
    );
    await waitFor(() => expect(screen.queryByText(/Bo Berg/)).toBeNull());

    // None left: the list's title.
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByText(/people\.csv/)).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }));
    expect(calls).toEqual([
      'PUT /usernotifications/n-ana {"record_status":0}',
      'PUT /usernotifications/n-old {"record_status":0}',
      'PUT /usernotifications/n-upload {"record_status":0}',
    ]);
  });

  it('opens with the focus inside, closes when the focus leaves, and Escape goes back to the bell', async () => {
    signInAs('admin');
    serveNotifications();
    const user = userEvent.setup();
    renderApp('/settings/faq');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOADING);
    bell.focus();
    await user.keyboard('{Enter}');
    const title = await screen.findByRole('heading', { name: 'Notifications' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark all as read' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull());
    expect(document.activeElement).toBe(bell);

    // Opened again, then the focus moves to the page: the list closes, it does not cover the page.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' })),
    );
    screen.getByRole('button', { name: /^AE/ }).focus();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull());
  });
});
