import {
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZUpdateNotificationRequest,
} from '@rally/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { callerOf, errorResponses, errors, idParams, noContent, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { listUserNotifications, markAllNotificationsRead, updateUserNotification } from './service.ts';

/** The signed-in user's own in-app notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'Notification'], write: ['update', 'Notification'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['notifications'], access }, ops);
  r.get('/usernotifications', read('list'), (request) =>
    listUserNotifications({
      ...callerOf(app, request),
      userId: request.query.user_id,
      recordStatus: request.query.record_status,
    }),
  );
  r.put('/usernotifications/:id', write('mark'), handle.updateById(updateUserNotification));
  r.post('/usernotifications/read-all', write('markAll'), async (request, reply) => {
    await markAllNotificationsRead(callerOf(app, request));
    return noContent(reply);
  });
}

const ops = operations({
  list: {
    schema: { querystring: ZNotificationListQuery, response: { 200: ZNotificationList } },
    summary: 'List my notifications',
    description:
      'The newest notifications of the caller (`user_id` must be their own id), live ones or (`record_status=0`) dismissed ones, with the number unread. Each has a `type` and `params` for the client to word in its language.',
    refuses: { 404: "`user_id` is not the caller's own" },
  },
  mark: {
    schema: {
      params: idParams,
      body: ZUpdateNotificationRequest,
      response: { 200: ZNotification, ...errors },
    },
    summary: 'Mark a notification read, unread or dismissed',
    description:
      "Changes one of the caller's notifications: `read` true or false, `record_status` 0 to dismiss it.",
    refuses: { 404: "the notification does not exist or is not the caller's" },
    example: { read: true },
  },
  markAll: {
    schema: { response: { 204: ZNoContent, ...errorResponses(401, 403) } },
    summary: 'Mark all my notifications read',
    description: 'Marks every unread notification of the caller read.',
  },
});
