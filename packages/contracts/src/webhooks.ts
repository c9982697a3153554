import { z } from 'zod';

/** What a company can subscribe an endpoint to (decision 0033); the `type` of each delivered event. */
export const WEBHOOK_EVENTS = [
  'log.created',
  'log.approved',
  'log.rejected',
  'badge.awarded',
  'round.closed',
  'user.created',
  'user.disabled',
  'user.deleted',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENTS);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** Where a delivery stands: queued for its first attempt, waiting for a retry, or settled. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** The prefix of an endpoint's signing secret (Standard Webhooks): `whsec_` + base64 of 24 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** One endpoint of the company; its secret is shown once, when it is created. */
export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ data: z.array(ZWebhookEndpoint) });

/** `POST /company/webhooks`: an https URL (http only to an address the operator allows) and its events. */
export const ZCreateWebhookEndpointRequest = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048),
  events: z.array(ZWebhookEventType).min(1).max(WEBHOOK_EVENTS.length),
});
export type TCreateWebhookEndpointRequest = z.input<typeof ZCreateWebhookEndpointRequest>;
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({ secret: z.string() });
export type TCreatedWebhookEndpoint = z.infer<typeof ZCreatedWebhookEndpoint>;

/** `PUT /company/webhooks/{id}`: turn an endpoint off (nothing is sent to it) or on again. */
export const ZUpdateWebhookEndpointRequest = z.object({ enabled: z.boolean() });
export type TUpdateWebhookEndpointRequest = z.infer<typeof ZUpdateWebhookEndpointRequest>;

/** One event sent (or to be sent) to one endpoint, with the last answer it got. */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  messageId: z.string(),
  eventType: ZWebhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when there was none (no connection, refused address). */
  responseCode: z.number().int().nullable(),
  /** The start of the last answer's body, or why no answer came. */
  responseExcerpt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.object({ data: z.array(ZWebhookDelivery) });
