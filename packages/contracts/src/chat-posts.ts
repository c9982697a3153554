import { z } from 'zod';
import { ZClock } from './reminders.ts';

/** Where a game's news can be posted (decision 0034): a Slack or a Microsoft Teams incoming webhook. */
export const CHAT_KINDS = ['slack', 'teams'] as const;
export const ZChatKind = z.enum(CHAT_KINDS);
export type TChatKind = z.infer<typeof ZChatKind>;

/**
 * What an organiser can have posted: a round's results, the game's start and end, badges earned, and
 * the daily leaderboard (the top 5 at the connection's `dailyAt`, in the game's time zone).
 */
export const CHAT_POST_EVENTS = [
  'round.results',
  'game.started',
  'game.finished',
  'badge.earned',
  'daily.leaderboard',
] as const;
export const ZChatPostEvent = z.enum(CHAT_POST_EVENTS);
export type TChatPostEvent = z.infer<typeof ZChatPostEvent>;

/** A connection's state: posting, or paused after failing again and again (resumed by an organiser). */
export const CHAT_CONNECTION_STATES = ['active', 'paused'] as const;

/** One connection of a game; the URL is a credential, so only its masked form is ever shown. */
export const ZChatConnection = z.object({
  id: z.string(),
  gameId: z.string(),
  kind: ZChatKind,
  /** The host and the URL's last 4 characters: `https://hooks.slack.com/…x9Qa`. */
  urlMasked: z.string(),
  events: z.array(ZChatPostEvent),
  /** When the daily leaderboard is posted, `HH:MM` in the game's time zone (null: never chosen). */
  dailyAt: ZClock.nullable(),
  status: z.enum(CHAT_CONNECTION_STATES),
  /** Failed attempts in a row; the connection pauses at `CHAT_PAUSE_AFTER`. */
  failures: z.number().int(),
  createdAt: z.string(),
});
export type TChatConnection = z.infer<typeof ZChatConnection>;
export const ZChatConnectionList = z.object({ data: z.array(ZChatConnection) });

/** Failed attempts in a row (429 "slow down" answers not counted) after which a connection pauses. */
export const CHAT_PAUSE_AFTER = 5;

/** `POST /games/{id}/chat-connections`. */
export const ZCreateChatConnectionRequest = z.object({
  kind: ZChatKind,
  url: z.url({ protocol: /^https?$/ }).max(2048),
  events: z.array(ZChatPostEvent).min(1).max(CHAT_POST_EVENTS.length),
  dailyAt: ZClock.optional(),
});
export type TCreateChatConnectionRequest = z.input<typeof ZCreateChatConnectionRequest>;

/** `PUT /chat-connections/{id}`: other events, or `status: 'active'` to resume a paused one. */
export const ZUpdateChatConnectionRequest = z.object({
  events: z.array(ZChatPostEvent).min(1).max(CHAT_POST_EVENTS.length).optional(),
  status: z.enum(CHAT_CONNECTION_STATES).optional(),
  dailyAt: ZClock.optional(),
});
export type TUpdateChatConnectionRequest = z.infer<typeof ZUpdateChatConnectionRequest>;

/** The daily leaderboard's hour when none is chosen: the start of a working day. */
export const CHAT_DAILY_DEFAULT = '09:00';
/** Places the daily leaderboard shows. */
export const CHAT_DAILY_TOP = 5;
