import { SCIM } from '@rally/contracts/scim';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../src/db/schema/index.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { createScimToken, scimClient } from './scim-fixtures.ts';
import { csv, uploadAndWait } from './upload-helpers.ts';

/**
 * `user.created`, `user.disabled` and `user.deleted` (decision 0033) come from every way users are
 * created or removed: the users screen, a bulk action, a bulk upload and a company's directory
 * (SCIM), each through the one event path, in the change's own transaction.
 */
let t: TestContext;
let admin: Session;
let scim: ReturnType<typeof scimClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('company_admin');
  scim = scimClient(t, (await createScimToken(t, admin)).secret);
  const endpoint = await t.app.inject({
    method: 'POST',
    url: '/api/company/webhooks',
    headers: admin.headers,
    payload: {
      url: 'https://hooks.example.com/users',
      events: ['user.created', 'user.disabled', 'user.deleted'],
    },
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
});
afterAll(() => t.close());

/** The events queued since the last call, as `type userId`. */
let seen = 0;
async function newEvents() {
  const rows = await t.db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, admin.companyId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  const fresh = rows.slice(seen).map((r) => JSON.parse(r.body) as { type: string; data: { userId: string } });
  seen = rows.length;
  return fresh.map((e) => `${e.type} ${e.data.userId}`);
}

describe('user events', () => {
  it('from SCIM: created, disabled, deleted', async () => {
    const created = await scim('POST', '/Users', { schemas: [SCIM.user], userName: 'hooked@scim.example' });
    const id = created.json().id as string;
    const patch = {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    };
    expect((await scim('PATCH', `/Users/${id}`, patch)).statusCode).toBe(200);
    // Disabling a disabled user again is no new event.
    expect((await scim('PATCH', `/Users/${id}`, patch)).statusCode).toBe(200);
    expect((await scim('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect(await newEvents()).toEqual([`user.created ${id}`, `user.disabled ${id}`, `user.deleted ${id}`]);
  });

  it('from the users screen and its bulk actions', async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
    const made = await call('POST', '/users', {
      fullName: 'Screen User',
      email: 'screen.user@hooks.example',
      role: 'player',
      sendInvitation: false,
    });
    const id = made.json().id as string;
    expect((await call('PUT', `/users/${id}`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await call('DELETE', `/users/${id}`)).statusCode).toBe(204);
    const other = (
      await call('POST', '/users', {
        fullName: 'Bulk User',
        email: 'bulk.user@hooks.example',
        role: 'player',
      })
    ).json().id as string;
    expect((await call('POST', '/user/bulk', { userIds: [other], action: 'disable' })).statusCode).toBe(200);
    expect((await call('POST', '/user/bulk', { userIds: [other], action: 'delete' })).statusCode).toBe(200);
    expect(await newEvents()).toEqual([
      `user.created ${id}`,
      `user.disabled ${id}`,
      `user.deleted ${id}`,
      `user.created ${other}`,
      `user.disabled ${other}`,
      `user.deleted ${other}`,
    ]);
  });

  it('from a bulk upload: one user.created per new user', async () => {
    const file = csv([
      ['fullName', 'email'],
      ['Up One', 'up.one@hooks.example'],
      ['Up Two', 'up.two@hooks.example'],
    ]);
    const job = await uploadAndWait(t, admin.headers, admin.companyId, { name: 'people.csv', content: file });
    expect(job.summary).toMatchObject({ created: 2 });
    const events = await newEvents();
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.startsWith('user.created '))).toBe(true);
  });
});
