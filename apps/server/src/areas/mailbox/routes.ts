import { ZMailboxPage, ZMailboxQuery, ZOutboxMessage } from '@rally/contracts/mailbox';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getMailboxMessage, listMailbox } from './service.ts';

/** The outbox as a platform admin reads it: every e-mail Rally wrote, sent or not. */
export async function mailboxRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['mailbox'], access: { read: ['read', 'Mailbox'] } }, ops);
  r.get('/mailbox', read('list'), (request) =>
    listMailbox({ db: app.db, ...request.query, delivering: app.mailer.delivering }),
  );
  r.get('/mailbox/:id', read('get'), (request) => getMailboxMessage({ db: app.db, id: request.params.id }));
}

const ops = operations({
  list: {
    schema: { querystring: ZMailboxQuery, response: { 200: ZMailboxPage } },
    summary: 'List outgoing e-mails',
    description:
      'A page of the e-mails Rally wrote, newest first, searched by recipient or subject, with their delivery state; says whether a mail server is set (without one, mails stay here).',
  },
  get: {
    schema: { params: idParams, response: { 200: ZOutboxMessage } },
    summary: 'Read an outgoing e-mail',
    description: 'One e-mail of the outbox with its text and HTML bodies.',
  },
});
