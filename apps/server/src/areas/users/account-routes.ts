import {
  ZBulkUserActionRequest,
  ZBulkUserActionResponse,
  ZSendUserEmailRequest,
  ZSendUserEmailResponse,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errors,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  route,
  writeAsCaller,
  writeErrors,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { sendResetToUser, sendUserEmails } from './account-mail.ts';
import { bulkUserAction } from './bulk-service.ts';

const tags = ['users'];

/** What the user list does to chosen users: e-mails, bulk actions, password resets. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/send/email',
    route({
      access: ['update', 'User'],
      summary: 'E-mail chosen users',
      description:
        'Sends each chosen user an invitation (a new set-password link, to users who have not set a password) or a reminder to sign in; answers how many were sent and who was skipped, and why.',
      example: { userIds: [ids.user], kind: 'invitation' },
      schema: { tags, body: ZSendUserEmailRequest, response: { 200: ZSendUserEmailResponse, ...errors } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        sendUserEmails({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, ...request.body }),
      ),
  );

  r.post(
    '/user/bulk',
    route({
      access: ['update', 'User'],
      summary: 'Disable, enable or delete chosen users',
      description:
        'Applies one action to every chosen user the caller manages; answers how many were done and who was skipped (the caller themselves, for one), and why.',
      example: { userIds: [ids.user], action: 'disable' },
      schema: { tags, body: ZBulkUserActionRequest, response: { 200: ZBulkUserActionResponse, ...errors } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => bulkUserAction({ ...ctx, ...request.body })),
  );

  r.post(
    '/users/:id/send-reset',
    route({
      access: ['update', 'User'],
      summary: 'Send a user a password reset link',
      description: 'E-mails the user a link to set a new password (valid one hour).',
      refuses: { 409: 'the account is disabled' },
      schema: { tags, params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) =>
        sendResetToUser({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, id: request.params.id }),
      );
      return noContent(reply);
    },
  );
}
