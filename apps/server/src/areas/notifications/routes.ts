import {
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZUpdateNotificationRequest,
} from '@rally/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  errorResponses,
  errors,
  idParams,
  noContent,
  route,
  updateById,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { listUserNotifications, markAllNotificationsRead, updateUserNotification } from './service.ts';

const tags = ['notifications'];

/** The signed-in user's own in-app notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/usernotifications',
    route({
      access: ['read', 'Notification'],
      summary: 'List my notifications',
      description:
        'The newest notifications of the caller (`user_id` must be their own id), live ones or (`record_status=0`) dismissed ones, with the number unread. Each has a `type` and `params` for the client to word in its language.',
      refuses: { 404: "`user_id` is not the caller's own" },
      schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationList } },
    }),
    (request) =>
      listUserNotifications({
        ...callerOf(app, request),
        userId: request.query.user_id,
        recordStatus: request.query.record_status,
      }),
  );

  r.put(
    '/usernotifications/:id',
    route({
      access: ['update', 'Notification'],
      summary: 'Mark a notification read, unread or dismissed',
      description:
        "Changes one of the caller's notifications: `read` true or false, `record_status` 0 to dismiss it.",
      refuses: { 404: "the notification does not exist or is not the caller's" },
      example: { read: true },
      schema: {
        tags,
        params: idParams,
        body: ZUpdateNotificationRequest,
        response: { 200: ZNotification, ...errors },
      },
    }),
    (request) => updateById(app, request, updateUserNotification),
  );

  r.post(
    '/usernotifications/read-all',
    route({
      access: ['update', 'Notification'],
      summary: 'Mark all my notifications read',
      description: 'Marks every unread notification of the caller read.',
      schema: { tags, response: { 204: ZNoContent, ...errorResponses(401, 403) } },
    }),
    async (request, reply) => {
      await markAllNotificationsRead(callerOf(app, request));
      return noContent(reply);
    },
  );
}
