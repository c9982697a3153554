import { z } from 'zod';

/**
 * The kinds of mail a person may stop (decision 0032). Each carries a one-click unsubscribe
 * (RFC 8058) naming its category; account mail (codes, links, invitations) has none and always goes.
 * `reminders` are the player nudges (issue 29), `notices` what a game tells its players (its start
 * to an active player, a round's results), `digest` the organisers' weekly summary.
 */
export const MAIL_CATEGORIES = ['notices', 'reminders', 'digest'] as const;
export type TMailCategory = (typeof MAIL_CATEGORIES)[number];

/** `GET/PUT /users/{id}/mail-opt-outs`: the categories the user stopped (empty: gets them all). */
export const ZMailOptOuts = z.object({
  categories: z.array(z.enum(MAIL_CATEGORIES)).max(MAIL_CATEGORIES.length),
});
export type TMailOptOuts = z.infer<typeof ZMailOptOuts>;

/** The signed token of a mail's unsubscribe link (opaque to the client). */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

/** `GET /mail/unsubscribe/check`: what the link would stop, before the person confirms. */
export const ZUnsubscribeCheck = z.object({
  category: z.enum(MAIL_CATEGORIES),
  /** Already stopped (the link was used before, or the settings say so). */
  optedOut: z.boolean(),
});
export type TUnsubscribeCheck = z.infer<typeof ZUnsubscribeCheck>;

/** `POST /mail/unsubscribe` (RFC 8058): the form body every mail client sends. */
export const ZOneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
