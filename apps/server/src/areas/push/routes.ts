import { ZPushDevice, ZPushDeviceList, ZPushSubscriptionRequest } from '@rally/contracts/push';
import type { FastifyInstance } from 'fastify';
import { errorResponses, idParams, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { definePushJob } from './send.ts';
import { listPushDevices, removePushDevice, subscribePush } from './service.ts';

/** The signed-in user's devices that receive Web Push (decision 0026); sending is `pushToUsers`. */
export async function pushRoutes(app: FastifyInstance) {
  definePushJob({ jobs: app.jobs, push: app.config.push });
  const access = { read: ['read', 'Notification'], write: ['update', 'Notification'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['push'], access }, ops);
  r.get('/push/subscriptions', read('list'), handle.byQuery(listPushDevices));
  r.put('/push/subscriptions', write('subscribe'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      subscribePush({
        ...ctx,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? '',
        extraOrigins: app.config.push.extraOrigins,
      }),
    ),
  );
  r.delete('/push/subscriptions/:id', write('remove'), handle.removeById(removePushDevice));
}

const ops = operations({
  list: {
    schema: { response: { 200: ZPushDeviceList } },
    summary: 'List my push devices',
    description:
      'The devices (browsers) on which the caller allowed notifications, newest first. Endpoints and keys are never shown.',
  },
  subscribe: {
    schema: { body: ZPushSubscriptionRequest, response: { 200: ZPushDevice } },
    summary: 'Receive pushes on this device',
    description:
      "Stores the browser's push subscription (`PushSubscription.toJSON()`, made with the server's public key from `/app-config.js`, `pushKey`). One device per endpoint: sending it again updates it, and a device someone else had subscribed becomes the caller's. A user keeps their 20 newest devices.",
    refuses: { 400: 'the endpoint is not on an accepted push service, or a key is malformed' },
    example: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/example-device',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) } },
    summary: 'Stop pushes to one of my devices',
    description: 'Removes one of the caller’s devices; it receives no more pushes.',
    refuses: { 404: "the device does not exist or is not the caller's" },
  },
});
