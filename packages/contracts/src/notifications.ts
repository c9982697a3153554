import { z } from 'zod';

/** Events that notify someone; the web app renders each type with its own translated text. */
export const NOTIFICATION_TYPES = [
  'invitationAccepted',
  'uploadFinished',
  'gameStarted',
  'gameFinished',
  'logRejected',
  'roundClosed',
  /** A round frozen where nobody scored: no winner to name. */
  'roundClosedNoPoints',
  /** Kudos on the player's logs, counted per quarter hour (one notice, not one per kudos). */
  'kudosReceived',
  'badgeEarned',
  /** Taken back because what earned it was rejected or removed. */
  'badgeRevoked',
  /** An organiser's Monday digest of their running games (the mail has the detail). */
  'weeklyDigest',
  /** The player has not logged today in a game (reminders, ADR 0031). */
  'logReminder',
  /** A badge given by hand, taken back by an organiser. */
  'badgeTakenBack',
  /** A game's Slack or Teams connection failed again and again and was paused (ADR 0034). */
  'chatPostsPaused',
] as const;

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Values the text needs, e.g. `{name: 'Ana'}` or `{created: 10, failed: 2}`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Where clicking it leads inside the app (a path), if anywhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** 1 = live, 0 = dismissed (spec: only record_status 1 is fetched). */
  record_status: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  user_id: z.uuid(),
  record_status: z.coerce.number().int().min(0).max(1).default(1),
});
export const ZNotificationList = z.object({ data: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
/** `PUT /usernotifications/{id}`: mark read/unread, or dismiss with record_status 0. */
export const ZUpdateNotificationRequest = z
  .object({ read: z.boolean(), record_status: z.union([z.literal(0), z.literal(1)]) })
  .partial()
  .refine((b) => b.read !== undefined || b.record_status !== undefined, {
    message: 'Send read or record_status.',
    path: ['read'],
  });
