import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInAs, type TSent } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { AllowNotifications } from './allow-notifications.tsx';

const KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

/**
 * The browser's side of Web Push as happy-dom lacks it: a service worker registration whose push
 * manager subscribes, and a permission prompt that answers `answer`.
 */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const subscribe = vi.fn(async () => ({
    toJSON: () => SUBSCRIPTION,
    options: { applicationServerKey: null },
  }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('PushManager', class {});
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, notification };
}

function serve() {
  const sent: TSent[] = [];
  mockApi((request) => {
    sent.push(request);
    return { body: { id: 'd-1', userAgent: 'x', createdAt: new Date().toISOString(), lastSuccessAt: null } };
  });
  return sent;
}

describe('allowing notifications on the player’s home', () => {
  beforeEach(() => {
    window.__RALLY__ = { pushKey: KEY };
    signInAs('player');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    window.__RALLY__ = undefined;
  });

  it('says what comes, asks on the click, subscribes this device with the server’s key and says it is on', async () => {
    const { subscribe } = browserWithPush('default');
    const sent = serve();
    renderWithProviders(<AllowNotifications />);
    expectShown(await screen.findByText(/when a round of your game is closed/));
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    const card = screen.getByRole('region', { name: 'Notifications on this device' });
    expectShown(await within(card).findByText('Notifications are on for this device.'));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/push/subscriptions', body: SUBSCRIPTION }),
    ]);
  });

  it('a refusal says where to change it, and nothing is sent', async () => {
    browserWithPush('default', 'denied');
    const sent = serve();
    renderWithProviders(<AllowNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/blocked for Rally in this browser/);
    expect(sent).toEqual([]);
  });

  it('shows nothing once the person has decided, or where pushes cannot arrive', async () => {
    browserWithPush('denied');
    const { unmount } = renderWithProviders(<AllowNotifications />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull());
    unmount();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderWithProviders(<AllowNotifications />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });

  it('after pushes were stopped here (signed out, or this device removed) it asks again instead of subscribing by itself', async () => {
    localStorage.setItem('rally.pushStopped', 'true');
    const { subscribe } = browserWithPush('granted');
    const sent = serve();
    renderWithProviders(<AllowNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    await screen.findByText('Notifications are on for this device.');
    expect(subscribe).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
    // Allowed again: the next visit re-sends the subscription as usual.
    expect(localStorage.getItem('rally.pushStopped')).toBeNull();
    expect(localStorage.getItem('rally.pushDevice')).toBe('d-1');
  });
});
