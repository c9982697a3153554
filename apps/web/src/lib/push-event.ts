import { FALLBACK_LANGUAGE } from '@rally/contracts/constants';
import { type TPushMessage, ZPushMessage } from '@rally/contracts/push';
import deBadges from '../locales/de/badges.json';
import de from '../locales/de/notifications.json';
import enBadges from '../locales/en/badges.json';
import en from '../locales/en/notifications.json';
import frBadges from '../locales/fr/badges.json';
import fr from '../locales/fr/notifications.json';
import ptBadges from '../locales/pt/badges.json';
import pt from '../locales/pt/notifications.json';

/**
 * What the app's service worker does with a push (decision 0026), for the worker to import:
 *
 *   self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
 *   self.addEventListener('notificationclick', (event) => event.waitUntil(openPush(self.clients, event)));
 *
 * A push carries a notification type and its params, never text: it is worded here, in the
 * language the server named, with the texts of the in-app notification of the same type, and
 * shown as plain text (a notification has no markup; a param cannot become a link).
 */
const TEXTS: Record<string, { types: Record<TPushMessage['type'], string> }> = { en, de, fr, pt };
const TITLE = 'Rally';
const BADGES: Record<string, { kinds: Record<string, { name: string }> }> = {
  en: enBadges,
  de: deBadges,
  fr: frBadges,
  pt: ptBadges,
};

/** A badge notice names its badge (`{{badge}}`): its organiser's name, else the catalogue's for its kind. */
function badgeParam(params: Record<string, string | number>, lang: string) {
  if (typeof params.kind !== 'string') return params;
  const own = typeof params.name === 'string' ? params.name : '';
  const kinds = (BADGES[lang] ?? BADGES[FALLBACK_LANGUAGE])?.kinds;
  return { ...params, badge: own || (kinds?.[params.kind]?.name ?? '') };
}

type Shown = { title: string; options: NotificationOptions & { data: { link: string } } };

/** The notification a push shows, or null for one this app version cannot read. */
export function notificationOf(data: unknown): Shown | null {
  const parsed = ZPushMessage.safeParse(data);
  if (!parsed.success) return null;
  const { type, link, lang } = parsed.data;
  const params = badgeParam(parsed.data.params, lang);
  const texts = TEXTS[lang] ?? TEXTS[FALLBACK_LANGUAGE];
  const template = texts?.types[type];
  if (!template) return null;
  const body = template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(params[name] ?? ''));
  // Only a path of this app: never another site.
  const safeLink = /^\/(?!\/)/.test(link) ? link : '/';
  return { title: TITLE, options: { body, lang, tag: type, data: { link: safeLink } } };
}

type PushData = { json(): unknown } | null;
type Registration = { showNotification(title: string, options?: NotificationOptions): Promise<void> };

export async function showPush(registration: Registration, data: PushData) {
  let payload: unknown = null;
  try {
    payload = data?.json() ?? null;
  } catch {
    // Not JSON: nothing this app sent.
  }
  const shown = notificationOf(payload);
  if (shown) await registration.showNotification(shown.title, shown.options);
}

type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type Clients = {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<unknown>;
};
type ClickEvent = { notification: { data?: { link?: string }; close(): void } };

/** A tap opens the push's page: in a window of the app already open, else in a new one. */
export async function openPush(clients: Clients, event: ClickEvent) {
  event.notification.close();
  const link = event.notification.data?.link ?? '/';
  const [open] = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!open) return clients.openWindow(link);
  await open.navigate(link);
  return open.focus();
}
