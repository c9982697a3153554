import { z } from 'zod';

/**
 * Reminders (issue 29 "Nudges", docs/decisions/0031): a player is reminded at their hour, on their
 * days, in their zone, of a game they have not logged today.
 */

/** A time of day, 24-hour `HH:MM`, in the player's zone. */
export const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/** ISO weekdays (1 = Monday), at least one, each once. */
export const ZReminderWeekdays = z
  .array(z.number().int().min(1).max(7))
  .min(1)
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'each weekday once');

/** The hour a game reminds its players when the organiser sets none. */
export const DEFAULT_REMINDER_TIME = '17:00';

export const ZReminderGame = z.object({
  gameId: z.uuid(),
  gameName: z.string(),
  /** The organiser's switch: off, nobody of the game is reminded, whatever they chose. */
  gameOn: z.boolean(),
  /** The game's hour and days (its play days), used while the player keeps `time`/`weekdays` null. */
  defaultTime: ZClock,
  defaultWeekdays: ZReminderWeekdays,
  enabled: z.boolean(),
  time: ZClock.nullable(),
  weekdays: ZReminderWeekdays.nullable(),
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export type TReminderGame = z.infer<typeof ZReminderGame>;

export const ZReminderSettings = z.object({
  /** Quiet hours (both or neither): a reminder whose hour falls inside is not sent that day. */
  quietFrom: ZClock.nullable(),
  quietTo: ZClock.nullable(),
  /** The running and coming games the player plays in. */
  games: z.array(ZReminderGame),
  /**
   * The player stopped reminder mails altogether (the `reminders` mail category, ADR 0032: a
   * mail's unsubscribe link or the mail settings): no game's reminder mail goes, whatever `email`.
   */
  mailStopped: z.boolean(),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZReminderGameUpdate = ZReminderGame.pick({
  gameId: true,
  enabled: true,
  time: true,
  weekdays: true,
  inApp: true,
  push: true,
  email: true,
});
export type TReminderGameUpdate = z.infer<typeof ZReminderGameUpdate>;

/** `PUT /reminders`: the caller's quiet hours and their choice per game (games left out keep theirs). */
export const ZReminderSettingsUpdate = z
  .object({
    quietFrom: ZClock.nullable(),
    quietTo: ZClock.nullable(),
    games: z.array(ZReminderGameUpdate).max(200),
    /**
     * `false` sends reminder mails again (lifts the `reminders` stop), `true` stops them; left out,
     * unchanged, except that turning a game's e-mail on (saved off) lifts the stop too (ADR 0031).
     */
    mailStopped: z.boolean().optional(),
  })
  .refine((b) => (b.quietFrom === null) === (b.quietTo === null), {
    path: ['quietTo'],
    message: 'quiet hours need a start and an end',
  })
  .refine((b) => b.quietFrom === null || b.quietFrom !== b.quietTo, {
    path: ['quietTo'],
    message: 'quiet hours cannot start and end at the same time',
  });
export type TReminderSettingsUpdate = z.infer<typeof ZReminderSettingsUpdate>;

export const REMINDER_CHANNELS = ['inApp', 'push', 'email'] as const;
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];

const ZChannelFigures = z.object({
  /** Reminders written for the channel (an in-app notice, a push job per device, a mail). */
  sent: z.number().int(),
  /** In the bell; accepted by the push service; handed to the mail server. */
  delivered: z.number().int(),
  /** Players of the game who turned this channel off. */
  optedOut: z.number().int(),
});

/** `GET /game/{id}/reminders`: what reminders did in a game, for its organisers. */
export const ZReminderStats = z.object({
  gameId: z.uuid(),
  gameOn: z.boolean(),
  players: z.number().int(),
  /** Players who turned the game's reminders off altogether. */
  optedOut: z.number().int(),
  /** Player-days reminded. */
  reminded: z.number().int(),
  channels: z.object({ inApp: ZChannelFigures, push: ZChannelFigures, email: ZChannelFigures }),
});
export type TReminderStats = z.infer<typeof ZReminderStats>;

/** Minutes since midnight of an `HH:MM`. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
