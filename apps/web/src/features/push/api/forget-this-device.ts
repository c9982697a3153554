import { ApiError, request } from '../../../lib/api-client.ts';

/** Where the browser keeps the id the server gave this device's subscription (decision 0026). */
const DEVICE_KEY = 'rally.pushDevice';
/**
 * Set once pushes were stopped here (signing out, or this device removed from the list): the
 * browser's permission stays granted, but nobody is subscribed again without asking (the next
 * player on a shared phone chooses for themselves; a removed device stays removed).
 */
const STOPPED_KEY = 'rally.pushStopped';

export function rememberThisDevice(id: string) {
  localStorage.setItem(DEVICE_KEY, id);
  localStorage.removeItem(STOPPED_KEY);
}

/** The id of this device's subscription on the server, if it has one. */
export const thisDeviceId = () => localStorage.getItem(DEVICE_KEY);

/** Whether pushes were stopped here and not allowed again since. */
export const pushesStoppedHere = () => localStorage.getItem(STOPPED_KEY) !== null;

/**
 * Stops pushes to this device as its player signs out (or removes it from their devices), so a phone handed to someone else does not
 * show the previous player's notifications: the server forgets the device (while the session can
 * still say whose it is) and the browser drops its subscription. Never fails, and never holds up
 * signing out for long: offline, the server is not told, but the dropped subscription is enough,
 * since the push service then answers the next push with "gone" and the server removes the device.
 */
export async function forgetThisDevice(): Promise<void> {
  const id = localStorage.getItem(DEVICE_KEY);
  localStorage.removeItem(DEVICE_KEY);
  localStorage.setItem(STOPPED_KEY, 'true');
  const toServer = id
    ? request(`/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch((error) => {
        // Already gone (removed on another screen, or by the push service): nothing left to do.
        if (!(error instanceof ApiError)) throw error;
      })
    : Promise.resolve();
  const inBrowser = (async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  })();
  await Promise.allSettled([toServer, inBrowser]);
}
