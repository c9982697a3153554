import type { TPushSubscriptionRequest } from '@rally/contracts/push';
import { pushesStoppedHere } from './api/forget-this-device.ts';

/**
 * This browser and Web Push: whether it can receive pushes at all, and what the person decided.
 * `unsupported` also covers a browser without the app's service worker (pushes arrive through it)
 * or a server without a push key.
 */
export type PushState = 'unsupported' | NotificationPermission;

export async function pushState(pushKey: string): Promise<PushState> {
  if (
    !pushKey ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  // `serviceWorker.ready` never settles without a registration: ask first, so no control waits forever.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  // Stopped here (signed out, or removed): offered again, though the browser would allow at once.
  return Notification.permission === 'granted' && pushesStoppedHere() ? 'default' : Notification.permission;
}

/** The subscription as the server takes it: endpoint and the browser's keys (RFC 8291). */
function toRequest(subscription: PushSubscription): TPushSubscriptionRequest {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * This device's push subscription for the server's key: the one it has, or a new one. A device
 * subscribed with another key (the server's key changed) is subscribed again.
 */
export async function subscribeThisDevice(pushKey: string): Promise<TPushSubscriptionRequest> {
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(pushKey);
  const current = await registration.pushManager.getSubscription();
  const sameKey = (s: PushSubscription) => {
    const old = s.options.applicationServerKey;
    return old !== null && new Uint8Array(old).every((b, i) => b === key[i]) && old.byteLength === key.length;
  };
  if (current && sameKey(current)) return toRequest(current);
  await current?.unsubscribe();
  return toRequest(
    await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
  );
}

/** Asks the person (it must follow a click); answers what they chose. */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}
