import {
  ZBulkUserActionRequest,
  ZBulkUserActionResponse,
  ZSendUserEmailRequest,
  ZSendUserEmailResponse,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import {
  errors,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  writeAsCaller,
  writeErrors,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { sendResetToUser, sendUserEmails } from './account-mail.ts';
import { bulkUserAction } from './bulk-service.ts';

/** What the user list does to chosen users: e-mails, bulk actions, password resets. */
export async function accountRoutes(app: FastifyInstance) {
  const access = { read: ['update', 'User'] } as const;
  const { r, write, ...handle } = areaRoutes(app, { tags: ['users'], access }, ops);
  const mail = { mailer: app.mailer, appUrl: app.config.appUrl };
  r.post('/user/send/email', write('sendEmail'), (request) =>
    writeAsCaller(app, request, (ctx) => sendUserEmails({ ...ctx, ...mail, ...request.body })),
  );
  r.post('/user/bulk', write('bulk'), handle.update(bulkUserAction, 'fields'));
  r.post('/users/:id/send-reset', write('sendReset'), async (request, reply) => {
    await writeAsCaller(app, request, (ctx) => sendResetToUser({ ...ctx, ...mail, id: request.params.id }));
    return noContent(reply);
  });
}

const ops = operations({
  sendEmail: {
    schema: { body: ZSendUserEmailRequest, response: { 200: ZSendUserEmailResponse, ...errors } },
    summary: 'E-mail chosen users',
    description:
      'Sends each chosen user an invitation (a new set-password link, to users who have not set a password) or a reminder to sign in; answers how many were sent and who was skipped, and why.',
    example: { userIds: [ids.user], kind: 'invitation' },
  },
  bulk: {
    schema: { body: ZBulkUserActionRequest, response: { 200: ZBulkUserActionResponse, ...errors } },
    summary: 'Disable, enable or delete chosen users',
    description:
      'Applies one action to every chosen user the caller manages; answers how many were done and who was skipped (the caller themselves, for one), and why.',
    example: { userIds: [ids.user], action: 'disable' },
  },
  sendReset: {
    schema: { params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    summary: 'Send a user a password reset link',
    description: 'E-mails the user a link to set a new password (valid one hour).',
    refuses: { 409: 'the account is disabled' },
  },
});
