import { ZMailboxPage, ZMailboxQuery, ZOutboxMessage } from '@rally/contracts/mailbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, route } from '../../lib/route-kit.ts';
import { getMailboxMessage, listMailbox } from './service.ts';

const tags = ['mailbox'];

/** The outbox as a platform admin reads it: every e-mail Rally wrote, sent or not. */
export async function mailboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mailbox',
    route({
      access: ['read', 'Mailbox'],
      summary: 'List outgoing e-mails',
      description:
        'A page of the e-mails Rally wrote, newest first, searched by recipient or subject, with their delivery state; says whether a mail server is set (without one, mails stay here).',
      schema: { tags, querystring: ZMailboxQuery, response: { 200: ZMailboxPage } },
    }),
    (request) => listMailbox({ db: app.db, ...request.query, delivering: app.mailer.delivering }),
  );
  r.get(
    '/mailbox/:id',
    route({
      access: ['read', 'Mailbox'],
      summary: 'Read an outgoing e-mail',
      description: 'One e-mail of the outbox with its text and HTML bodies.',
      schema: { tags, params: idParams, response: { 200: ZOutboxMessage } },
    }),
    (request) => getMailboxMessage({ db: app.db, id: request.params.id }),
  );
}
