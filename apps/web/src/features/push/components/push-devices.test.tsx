import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signInAs, type TSent } from '../../../test/render.tsx';
import { PushDevices } from './push-devices.tsx';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const device = (id: string, userAgent: string, createdAt: string) => ({
  id,
  userAgent,
  createdAt,
  lastSuccessAt: null,
});

/** The caller's devices as the server keeps them; a DELETE removes one. */
function serveDevices() {
  let devices = [
    device('d-phone', PHONE, '2026-11-20T09:00:00Z'),
    device('d-laptop', LAPTOP, '2026-11-02T09:00:00Z'),
    device('d-iphone', IPHONE, '2026-10-01T09:00:00Z'),
  ];
  const sent: TSent[] = [];
  mockApi((request) => {
    sent.push(request);
    if (request.method === 'DELETE') {
      devices = devices.filter((d) => !request.path.endsWith(d.id));
      return { status: 204 };
    }
    return { body: { data: devices } };
  });
  return sent;
}

const polite = () => document.getElementById('app-announcer-polite')?.textContent;

describe('the devices that receive one’s notifications', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('names each by browser and system with the day it was added, and marks this one', async () => {
    signInAs('player');
    localStorage.setItem('rally.pushDevice', 'd-laptop');
    serveDevices();
    renderWithProviders(<PushDevices />);
    const region = await screen.findByRole('region', { name: 'Devices receiving notifications' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Android.*Added on Nov 20, 2026/),
      expect.stringMatching(/^Firefox on macOS \(this device\).*Added on Nov 2, 2026/),
      expect.stringMatching(/^Safari on iOS.*Added on Oct 1, 2026/),
    ]);
  });

  it('removes one with the keyboard, says so, and puts focus on the next one', async () => {
    signInAs('player');
    const sent = serveDevices();
    const user = userEvent.setup();
    renderWithProviders(<PushDevices />);
    const remove = await screen.findByRole('button', {
      name: 'Remove Chrome on Android, added on Nov 20, 2026',
    });
    remove.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/push/subscriptions/d-phone' }),
    );
    await waitFor(() => expect(polite()).toBe('Chrome on Android no longer receives your notifications.'));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Firefox on macOS, added on Nov 2, 2026' }),
    );
  });

  it('removing this device also drops its subscription in the browser, so the next visit does not add it back', async () => {
    signInAs('player');
    localStorage.setItem('rally.pushDevice', 'd-iphone');
    const unsubscribe = vi.fn(async () => true);
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }),
      },
    });
    const sent = serveDevices();
    const user = userEvent.setup();
    renderWithProviders(<PushDevices />);
    await user.click(await screen.findByRole('button', { name: /^Remove Safari on iOS/ }));

    await waitFor(() => expect(screen.queryByText(/Safari on iOS/)).toBeNull());
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/push/subscriptions/d-iphone' }),
    );
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(localStorage.getItem('rally.pushStopped')).toBe('true');
    // The last in the list: focus goes to the one before it.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Firefox on macOS, added on Nov 2, 2026' }),
    );
  });
});
