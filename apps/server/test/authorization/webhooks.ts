import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** An endpoint of the target's company (subscribed to an event the matrix never causes) with one delivery. */
async function endpointFor(w: World, target: Target) {
  const companyId = w.companyOf(target);
  const [endpoint] = await w.t.db
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: `https://hooks.example.com/${w.unique('matrix')}`,
      events: ['round.closed'],
      secretSealed: 'v1.not-a-real-secret',
    })
    .returning();
  if (!endpoint) throw new Error('endpoint not inserted');
  const [delivery] = await w.t.db
    .insert(webhookDeliveries)
    .values({
      companyId,
      endpointId: endpoint.id,
      messageId: `msg_${w.unique('matrix')}`,
      eventType: 'round.closed',
      body: '{}',
      status: 'failed',
      attempts: 1,
    })
    .returning();
  if (!delivery) throw new Error('delivery not inserted');
  return { endpoint, delivery };
}

/** Company admins manage their company's webhooks, platform admins any company's; nobody else. */
const managers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: 403,
  client: 403,
  anonymous: 401,
});

/** Signed webhooks (decision 0033). */
export const webhooksTable: Table = {
  'GET /api/company/webhooks': {
    call: () => ({ url: '/api/company/webhooks' }),
    expect: { admin: 200, company_admin: 200, player: 403, client: 403, anonymous: 401 },
  },
  'POST /api/company/webhooks': {
    call: (w) => ({
      url: '/api/company/webhooks',
      payload: { url: `https://hooks.example.com/${w.unique('new')}`, events: ['round.closed'] },
    }),
    expect: { admin: 201, company_admin: 201, player: 403, client: 403, anonymous: 401 },
  },
  'PUT /api/company/webhooks/:id': {
    call: async (w, _c, target) => ({
      url: `/api/company/webhooks/${(await endpointFor(w, target)).endpoint.id}`,
      payload: { enabled: false },
    }),
    expect: managers(200),
  },
  'DELETE /api/company/webhooks/:id': {
    call: async (w, _c, target) => ({
      url: `/api/company/webhooks/${(await endpointFor(w, target)).endpoint.id}`,
    }),
    expect: managers(204),
  },
  'GET /api/company/webhooks/:id/deliveries': {
    call: async (w, _c, target) => ({
      url: `/api/company/webhooks/${(await endpointFor(w, target)).endpoint.id}/deliveries`,
    }),
    expect: managers(200),
  },
  'POST /api/company/webhook-deliveries/:id/resend': {
    call: async (w, _c, target) => ({
      url: `/api/company/webhook-deliveries/${(await endpointFor(w, target)).delivery.id}/resend`,
    }),
    expect: managers(200),
  },
};
