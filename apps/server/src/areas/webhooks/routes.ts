import {
  ZCreatedWebhookEndpoint,
  ZCreateWebhookEndpointRequest,
  ZUpdateWebhookEndpointRequest,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
} from '@rally/contracts/webhooks';
import type { FastifyInstance } from 'fastify';
import { created, idParams, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { addressPolicy } from './address.ts';
import { defineDeliverJob } from './deliver.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from './service.ts';

/** A company's signed webhooks (decision 0033): its endpoints, their deliveries, "send again". */
export async function webhookRoutes(app: FastifyInstance) {
  const policy = addressPolicy(app.config.webhooks.allowedAddresses);
  const serverSecret = app.config.jwtSecret;
  defineDeliverJob({ jobs: app.jobs, serverSecret, policy });
  const access = { read: ['update', 'Company'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['webhooks'], access }, ops);
  r.get('/company/webhooks', read('list'), handle.byQuery(listWebhookEndpoints));
  r.post('/company/webhooks', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createWebhookEndpoint({ ...ctx, input: request.body, serverSecret, policy }),
      ),
    ),
  );
  r.put('/company/webhooks/:id', write('update'), handle.updateById(updateWebhookEndpoint));
  r.delete('/company/webhooks/:id', write('remove'), handle.removeById(deleteWebhookEndpoint));
  r.get('/company/webhooks/:id/deliveries', read('deliveries'), handle.byId(listWebhookDeliveries));
  r.post('/company/webhook-deliveries/:id/resend', write('resend'), handle.writeById(resendWebhookDelivery));
}

const events =
  '`log.created`, `log.approved`, `log.rejected`, `badge.awarded`, `round.closed`, `user.created`, `user.disabled`';

const ops = operations({
  list: {
    schema: { response: { 200: ZWebhookEndpointList } },
    summary: "List the company's webhook endpoints",
    description:
      'Every endpoint of the caller’s company (platform admins: of every company), newest first, with the events it receives. Secrets are never shown again.',
  },
  add: {
    schema: { body: ZCreateWebhookEndpointRequest, response: { 201: ZCreatedWebhookEndpoint } },
    summary: 'Add a webhook endpoint',
    description: `Subscribes an https URL to events (${events}). Each event is POSTed as JSON \`{type, timestamp, data}\`, signed the Standard Webhooks way (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>\`) with the endpoint's secret, which this answer holds once (\`whsec_…\`). A 2xx answer delivers; anything else is tried again with back-off (5 s … 24 h, honouring \`Retry-After\`) for up to 3 days. Redirects are not followed; loopback, private and link-local addresses are refused, also after DNS.`,
    refuses: {
      400: 'a field is not valid: the URL is not https, or names a private, loopback or link-local address; `details` names it',
    },
    example: { url: 'https://hooks.example.com/rally', events: ['log.created', 'round.closed'] },
  },
  update: {
    schema: { params: idParams, body: ZUpdateWebhookEndpointRequest, response: { 200: ZWebhookEndpoint } },
    summary: 'Turn a webhook endpoint off or on',
    description:
      'An endpoint turned off receives nothing: no new deliveries, and attempts already queued end failed.',
    refuses: { 404: 'the endpoint does not exist or is another company’s' },
    example: { enabled: false },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Delete a webhook endpoint',
    description: 'The endpoint goes with its deliveries; nothing more is sent to it.',
    refuses: { 404: 'the endpoint does not exist or is another company’s' },
  },
  deliveries: {
    schema: { params: idParams, response: { 200: ZWebhookDeliveryList } },
    summary: "List a webhook endpoint's deliveries",
    description:
      'The newest 50 deliveries: the event, where each stands (pending, retrying, delivered, failed), attempts made, the last answer’s status and the start of its body, and when the next attempt is due.',
    refuses: { 404: 'the endpoint does not exist or is another company’s' },
  },
  resend: {
    schema: { params: idParams, response: { 200: ZWebhookDelivery } },
    summary: 'Send a webhook delivery again',
    description:
      'Sends the event again now, with the same body and `webhook-id` (receivers can drop a repeat). A delivery waiting for a retry is moved to now and answered. A delivered or failed one is kept as it was, and a new delivery is answered: its first attempt now, then the same retries as a new event (up to 3 days).',
    refuses: { 404: 'the delivery does not exist or is another company’s' },
  },
});
