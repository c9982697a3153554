import { ZErrorResponse } from '@rally/contracts/errors';
import { ZMailboxPage, ZMailboxQuery, ZOutboxMessage } from '@rally/contracts/mailbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMailboxMessage, listMailbox } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export async function mailboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mailbox',
    {
      config: { access: ['read', 'Mailbox'] },
      schema: { tags: ['mailbox'], querystring: ZMailboxQuery, response: { 200: ZMailboxPage, ...errors } },
    },
    (request) => listMailbox({ db: app.db, ...request.query, delivering: app.mailer.delivering }),
  );
  r.get(
    '/mailbox/:id',
    {
      config: { access: ['read', 'Mailbox'] },
      schema: {
        tags: ['mailbox'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOutboxMessage, ...errors },
      },
    },
    (request) => getMailboxMessage({ db: app.db, id: request.params.id }),
  );
}
