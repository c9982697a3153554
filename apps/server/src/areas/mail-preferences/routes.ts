import {
  ZMailOptOuts,
  ZOneClickBody,
  ZUnsubscribeCheck,
  ZUnsubscribeQuery,
} from '@rally/contracts/mail-preferences';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, errors, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { checkUnsubscribe, getMailOptOuts, setMailOptOuts, unsubscribe } from './service.ts';

/**
 * Which mails a user gets (decision 0032): their stopped categories on their settings screen, and
 * the one-click unsubscribe every category mail links to, which works without signing in because
 * its signed token names the user and the category.
 */
export async function mailPreferenceRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(
    app,
    { tags: ['users'], access: { read: ['read', 'Auth'] } },
    ops,
  );
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; this area alone reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const secret = app.config.jwtSecret;

  r.get('/users/:id/mail-opt-outs', read('optOuts'), handle.byId(getMailOptOuts));
  r.put('/users/:id/mail-opt-outs', write('setOptOuts'), handle.updateById(setMailOptOuts));

  // A GET never unsubscribes (mail scanners open links): it leads to the page that asks first.
  r.get('/mail/unsubscribe', read('unsubscribePage'), async (request, reply) => {
    await reply.redirect(
      `${app.config.appUrl}/rally/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
      303,
    );
  });
  r.get('/mail/unsubscribe/check', read('checkUnsubscribe'), (request) =>
    checkUnsubscribe({ db: app.db, secret, token: request.query.token }),
  );
  r.post('/mail/unsubscribe', write('unsubscribe'), (request) =>
    unsubscribe({ db: app.db, secret, token: request.query.token }),
  );
}

const linkErrors = errorResponses(400, 404);
const badLink = '`token` is malformed or not signed by Rally';
const gone = 'the user the token names no longer exists';

const ops = operations({
  optOuts: {
    schema: { params: idParams, response: { 200: ZMailOptOuts, ...errors } },
    summary: 'The mail categories a user stopped',
    description:
      'The categories of mail (`notices`, `reminders`, `digest`) the user unsubscribed from, by a mail link or in their settings. Account mail (codes, links, invitations) cannot be stopped.',
    refuses: { 404: 'the user is not in the caller’s scope' },
  },
  setOptOuts: {
    schema: { params: idParams, body: ZMailOptOuts, response: { 200: ZMailOptOuts, ...errors } },
    summary: 'Choose the mail categories a user stops',
    description:
      'The stopped categories become exactly those given: leaving one out subscribes the user to it again.',
    refuses: { 404: 'the user is not in the caller’s scope' },
    example: { categories: ['digest'] },
  },
  unsubscribePage: {
    access: 'public',
    schema: { querystring: ZUnsubscribeQuery, response: { 303: z.null(), ...linkErrors } },
    summary: 'Open an unsubscribe link',
    description:
      'The `List-Unsubscribe` address of a mail opened in a browser: redirects to the page that says what the link stops and asks before stopping it. It changes nothing, so a mail scanner that follows links unsubscribes nobody.',
  },
  checkUnsubscribe: {
    access: 'public',
    schema: { querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeCheck, ...linkErrors } },
    summary: 'Read an unsubscribe link',
    description: 'The category of mail the link stops and whether it already is. Changes nothing.',
    refuses: { 400: badLink, 404: gone },
  },
  unsubscribe: {
    access: 'public',
    schema: {
      querystring: ZUnsubscribeQuery,
      body: ZOneClickBody,
      response: { 200: ZUnsubscribeCheck, ...linkErrors },
    },
    summary: 'Unsubscribe with one click (RFC 8058)',
    description:
      'What a mail client posts for the `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (a form body `List-Unsubscribe=One-Click`), and the unsubscribe page’s button: stops the category the token names for its user, without signing in. Posting twice is harmless.',
    refuses: { 400: badLink, 404: gone },
    example: { 'List-Unsubscribe': 'One-Click' },
  },
});
