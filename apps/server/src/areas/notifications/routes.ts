import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZUpdateNotificationRequest,
} from '@rally/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { listUserNotifications, markAllNotificationsRead, updateUserNotification } from './service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const tags = ['notifications'];

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/usernotifications',
    {
      config: { access: ['read', 'Notification'] },
      schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationList, ...errors } },
    },
    (request) =>
      listUserNotifications({
        db: app.db,
        scope: scopeOf(request),
        userId: request.query.user_id,
        recordStatus: request.query.record_status,
      }),
  );

  r.put(
    '/usernotifications/:id',
    {
      config: { access: ['update', 'Notification'] },
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: ZUpdateNotificationRequest,
        response: { 200: ZNotification, ...errors },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateUserNotification({ tx, scope: scopeOf(request), id: request.params.id, input: request.body }),
      ),
  );

  r.post(
    '/usernotifications/read-all',
    {
      config: { access: ['update', 'Notification'] },
      schema: { tags, response: { 204: z.null(), 401: E, 403: E } },
    },
    async (request, reply) => {
      await markAllNotificationsRead({ db: app.db, scope: scopeOf(request) });
      return reply.status(204).send(null);
    },
  );
}
