import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications.ts';

/** `bytes` as unpadded base64url, as browsers give a subscription's keys. */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `${bytes} bytes, base64url`);

/**
 * `PUT /push/subscriptions`: what `PushSubscription.toJSON()` gives in the browser. One row per
 * device: sending the same endpoint again updates it (its keys, and whose device it is).
 */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  /** The browser's P-256 public key (uncompressed, 65 bytes) and its 16-byte auth secret (RFC 8291). */
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  // `expirationTime`, which browsers send too, is dropped: a push service tells when a device is gone.
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** One of the caller's devices that receive pushes; the endpoint is a capability and never shown. */
export const ZPushDevice = z.object({
  id: z.string(),
  /** The browser that subscribed (its User-Agent). */
  userAgent: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;
export const ZPushDeviceList = z.object({ data: z.array(ZPushDevice) });

/**
 * What a push carries to the device, encrypted (RFC 8291): a code and its params, never text. The
 * service worker words it in `lang` with the same texts as the in-app notification of that type.
 */
export const ZPushMessage = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where a tap leads inside the app (a path). */
  link: z.string().startsWith('/'),
  lang: z.string(),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;
