import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { mockApi, renderWithProviders, signInAs, type TSent, userOf } from '../../test/render.tsx';
import { UserMenu } from './user-menu.tsx';

/** A browser whose service worker holds a push subscription for this device. */
function subscribedBrowser() {
  const unsubscribe = vi.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return unsubscribe;
}

describe('signing out of a device that receives pushes', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('removes the device on the server and drops its subscription, so the next player gets none of these pushes', async () => {
    signInAs('player');
    // The id the server gave this device when its subscription was saved (saveSubscription).
    localStorage.setItem('rally.pushDevice', 'device-7');
    const unsubscribe = subscribedBrowser();
    const sent: TSent[] = [];
    mockApi((request) => {
      sent.push(request);
      return { status: 204 };
    });
    renderWithProviders(<UserMenu user={userOf('player')} />);
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(getSession()).toBeNull());
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /push/subscriptions/device-7',
      'POST /auth/logout',
    ]);
    // As the device's owner: the session was still there.
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(localStorage.getItem('rally.pushDevice')).toBeNull();
  });

  it('signs out offline all the same: the browser drops the subscription, the server is told by the push service later', async () => {
    signInAs('player');
    localStorage.setItem('rally.pushDevice', 'device-7');
    const unsubscribe = subscribedBrowser();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<UserMenu user={userOf('player')} />);
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
