import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notify } from '../../src/areas/notifications/service.ts';
import { notifications, pushSubscriptions } from '../../src/db/schema/index.ts';
import { unsubscribeToken } from '../../src/mail/unsubscribe.ts';
import { createCompany } from '../../src/seed/factories.ts';
import { multipart, PNG } from '../multipart.ts';
import { organisers } from './games.ts';
import {
  type Caller,
  everyone,
  type Outcome,
  platformOnly,
  signedIn,
  type Table,
  type Target,
} from './table.ts';
import type { World } from './world.ts';

/** Who manages a company's people: the organisers (platform admins anywhere, company admins in their own company). */
const managers = organisers;
/** The same, and anyone on their own record (profile rights). */
const managersOrSelf = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { self: ok, own: ok, other: 404 },
  player: { self: ok, own: 403, other: 403 },
  client: { self: ok, own: 403, other: 403 },
  anonymous: 401,
});
/** Strictly one's own (password, notifications): anyone else's id reads as not found, for every role. */
const selfOnly = (ok: number): Record<Caller, Outcome> => ({
  admin: { self: ok, own: 404, other: 404 },
  company_admin: { self: ok, own: 404, other: 404 },
  player: { self: ok, own: 404, other: 404 },
  client: { self: ok, own: 404, other: 404 },
  anonymous: 401,
});

const userUrl =
  (suffix = '') =>
  async (w: World, caller: Caller, target: Target) => ({
    url: `/api/users/${(await w.user(caller, target)).id}${suffix}`,
  });

/** Bulk calls answer 200 and report another company's users as not found, never touching them. */
const reportsOtherCompanyAsNotFound =
  (doneKey: 'sent' | 'done') => (answer: { json(): unknown }, caller: Caller, target: Target) => {
    if (caller !== 'admin' && caller !== 'company_admin') return undefined;
    const body = answer.json() as Record<string, unknown> & { skipped: { messageCode: string }[] };
    const hidden = caller === 'company_admin' && target === 'other';
    if (body[doneKey] !== (hidden ? 0 : 1)) return `${doneKey} ${String(body[doneKey])}`;
    if (hidden && body.skipped[0]?.messageCode !== 'users.notFound')
      return `skipped ${JSON.stringify(body.skipped)}`;
    return undefined;
  };

/** Companies, users, profile, notifications and files. */
export const peopleTable: Table = {
  'GET /api/company/all': {
    call: () => ({ url: '/api/company/all?perPage=100' }),
    expect: { admin: 200, company_admin: 200, client: 200, player: 403, anonymous: 401 },
    verify: (answer, caller, _target, w) => {
      const ids = (answer.json() as { data: { id: string }[] }).data.map((c) => c.id);
      if (caller === 'admin') return ids.includes(w.company.other) ? undefined : 'admin misses a company';
      return ids.join() === w.company.own ? undefined : `sees ${ids.join()}`;
    },
  },
  'POST /api/companies': {
    call: (w) => ({ url: '/api/companies', payload: { name: w.unique('Matrix Co') } }),
    expect: platformOnly(201),
  },
  'GET /api/companies/:id': {
    call: (w, _c, target) => ({ url: `/api/companies/${w.companyOf(target)}` }),
    expect: { ...managers(200), client: { own: 200, other: 404 } },
  },
  'PUT /api/companies/:id': {
    call: (w, _c, target) => ({ url: `/api/companies/${w.companyOf(target)}`, payload: { language: 'en' } }),
    expect: managers(200),
  },
  'DELETE /api/companies/:id': {
    call: async (w) => ({ url: `/api/companies/${(await createCompany(w.t.db)).id}` }),
    expect: platformOnly(204),
  },
  'POST /api/companies/:id/logo': {
    call: async (w, _c, target) => {
      const form = await multipart([
        { name: 'file', filename: 'l.png', contentType: 'image/png', data: PNG },
      ]);
      return {
        url: `/api/companies/${w.companyOf(target)}/logo`,
        payload: form.payload,
        headers: form.headers,
      };
    },
    expect: managers(200),
  },
  'GET /api/files/:id': {
    call: (w) => ({ url: w.fileUrl }),
    expect: { admin: 200, company_admin: 200, client: 200, player: 200, anonymous: 200 },
  },

  'GET /api/user/all': {
    call: () => ({ url: '/api/user/all' }),
    expect: { admin: 200, company_admin: 200, client: 403, player: 403, anonymous: 401 },
  },
  'POST /api/users': {
    call: (w, _c, target) => ({
      url: '/api/users',
      payload: {
        fullName: 'Matrix User',
        email: `${w.unique('new')}@matrix.test`,
        role: 'player',
        companyId: w.companyOf(target),
      },
    }),
    // Naming another company in the body is a refused field (400), not a record looked up (404).
    expect: { ...managers(201), company_admin: { own: 201, other: 400 } },
  },
  'GET /api/users/:id': { call: userUrl(), expect: managersOrSelf(200) },
  'PUT /api/users/:id': {
    call: async (w, caller, target) => ({
      ...(await userUrl()(w, caller, target)),
      payload: { language: 'en' },
    }),
    expect: managersOrSelf(200),
  },
  'DELETE /api/users/:id': {
    call: userUrl(),
    expect: {
      admin: { self: 409, own: 204, other: 204 },
      company_admin: { self: 409, own: 204, other: 404 },
      player: 403,
      client: 403,
      anonymous: 401,
    },
  },
  'POST /api/user/send/email': {
    call: async (w, caller, target) => ({
      url: '/api/user/send/email',
      payload: { userIds: [(await w.user(caller, target)).id], kind: 'invitation' },
    }),
    expect: { admin: 200, company_admin: { own: 200, other: 200 }, client: 403, player: 403, anonymous: 401 },
    verify: reportsOtherCompanyAsNotFound('sent'),
  },
  'POST /api/user/bulk': {
    call: async (w, caller, target) => ({
      url: '/api/user/bulk',
      payload: { userIds: [(await w.user(caller, target, { status: 'active' })).id], action: 'disable' },
    }),
    expect: { admin: 200, company_admin: { own: 200, other: 200 }, client: 403, player: 403, anonymous: 401 },
    verify: reportsOtherCompanyAsNotFound('done'),
  },
  'POST /api/users/:id/send-reset': { call: userUrl('/send-reset'), expect: managers(204) },
  'GET /api/users/:id/settings': { call: userUrl('/settings'), expect: managersOrSelf(200) },
  'PUT /api/users/:id/settings': {
    call: async (w, caller, target) => ({
      ...(await userUrl('/settings')(w, caller, target)),
      payload: { skin: 'light' },
    }),
    expect: managersOrSelf(200),
  },
  'GET /api/users/:id/mail-opt-outs': { call: userUrl('/mail-opt-outs'), expect: managersOrSelf(200) },
  'PUT /api/users/:id/mail-opt-outs': {
    call: async (w, caller, target) => ({
      ...(await userUrl('/mail-opt-outs')(w, caller, target)),
      payload: { categories: ['digest'] },
    }),
    expect: managersOrSelf(200),
  },
  // An unsubscribe link works for whoever holds it, signed in or not: its signed token is the key.
  'GET /api/mail/unsubscribe': {
    call: async (w) => ({ url: `/api/mail/unsubscribe?token=${await unsubscribeLink(w)}` }),
    expect: everyone(303),
  },
  'GET /api/mail/unsubscribe/check': {
    call: async (w) => ({ url: `/api/mail/unsubscribe/check?token=${await unsubscribeLink(w)}` }),
    expect: everyone(200),
  },
  'POST /api/mail/unsubscribe': {
    call: async (w) => ({
      url: `/api/mail/unsubscribe?token=${await unsubscribeLink(w)}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    }),
    expect: everyone(200),
  },
  'PUT /api/users/:id/password': {
    // A wrong current password: getting as far as checking it (400) is what "allowed" looks like here.
    call: async (w, caller, target) => ({
      ...(await userUrl('/password')(w, caller, target)),
      payload: { currentPassword: 'not the password', newPassword: 'a long new passphrase' },
    }),
    expect: selfOnly(400),
  },

  'GET /api/usernotifications': {
    call: async (w, caller, target) => ({
      url: `/api/usernotifications?user_id=${(await w.user(caller, target)).id}&record_status=1`,
    }),
    expect: selfOnly(200),
  },
  'PUT /api/usernotifications/:id': {
    call: async (w, caller, target) => {
      const user = await w.user(caller, target);
      await notify(w.t.db, { companyId: user.companyId, userId: user.id, type: 'gameStarted' });
      const [row] = await w.t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      return { url: `/api/usernotifications/${row?.id}`, payload: { read: true } };
    },
    expect: selfOnly(200),
  },
  'POST /api/usernotifications/read-all': {
    call: () => ({ url: '/api/usernotifications/read-all' }),
    expect: { admin: 204, company_admin: 204, client: 204, player: 204, anonymous: 401 },
  },

  // One's own devices for Web Push: every role may allow pushes; another user's device reads as not found.
  'GET /api/push/subscriptions': { call: () => ({ url: '/api/push/subscriptions' }), expect: signedIn(200) },
  'PUT /api/push/subscriptions': {
    call: () => ({ url: '/api/push/subscriptions', payload: pushSubscription() }),
    expect: signedIn(200),
  },
  'DELETE /api/push/subscriptions/:id': {
    call: async (w, caller, target) => {
      const user = await w.user(caller, target);
      const { endpoint, keys } = pushSubscription();
      const [row] = await w.t.db
        .insert(pushSubscriptions)
        .values({ companyId: user.companyId, userId: user.id, endpoint, ...keys })
        .returning();
      return { url: `/api/push/subscriptions/${row?.id}` };
    },
    expect: selfOnly(204),
  },
};

/** A subscription as a browser on FCM gives it: a fresh endpoint each time (one row per device). */
function pushSubscription() {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: {
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    },
  };
}

/** The token of a fresh user's notices link (of another company: the link names whom it stops). */
const unsubscribeLink = async (w: World) =>
  encodeURIComponent(unsubscribeToken(w.t.config.jwtSecret, (await w.user('player', 'other')).id, 'notices'));
