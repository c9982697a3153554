import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZBulkUserActionRequest,
  ZBulkUserActionResponse,
  ZSendUserEmailRequest,
  ZSendUserEmailResponse,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { sendResetToUser, sendUserEmails } from './account-mail.ts';
import { bulkUserAction } from './bulk-service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const tags = ['users'];

/** What the user list does to chosen users: e-mails, bulk actions, password resets. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/send/email',
    {
      config: { access: ['update', 'User'] },
      schema: { tags, body: ZSendUserEmailRequest, response: { 200: ZSendUserEmailResponse, ...errors } },
    },
    (request) =>
      app.db.transaction((tx) =>
        sendUserEmails({
          tx,
          mailer: app.mailer,
          appUrl: app.config.appUrl,
          scope: scopeOf(request),
          ...request.body,
        }),
      ),
  );

  r.post(
    '/user/bulk',
    {
      config: { access: ['update', 'User'] },
      schema: { tags, body: ZBulkUserActionRequest, response: { 200: ZBulkUserActionResponse, ...errors } },
    },
    (request) => app.db.transaction((tx) => bulkUserAction({ tx, scope: scopeOf(request), ...request.body })),
  );

  r.post(
    '/users/:id/send-reset',
    {
      config: { access: ['update', 'User'] },
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors, 409: E },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) =>
        sendResetToUser({ tx, mailer: app.mailer, appUrl: app.config.appUrl, scope, id: request.params.id }),
      );
      return reply.status(204).send(null);
    },
  );
}
