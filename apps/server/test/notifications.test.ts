import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserPassword } from '../src/areas/auth/recovery-queries.ts';
import { notify, notifyInvitationAccepted } from '../src/areas/notifications/service.ts';
import { notifications } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type Session, setPasswordByLink, type TestContext } from './helpers.ts';

const UNKNOWN = '01900000-0000-7000-8000-000000000000';

describe('notifications', () => {
  let t: TestContext;
  let acmeId: string;
  let me: Session;
  let colleague: Session;

  beforeAll(async () => {
    t = await createTestApp();
    acmeId = (await createCompany(t.db)).id;
    me = await t.signIn('player', { companyId: acmeId });
    colleague = await t.signIn('company_admin', { companyId: acmeId });
  });
  afterAll(() => t.close());

  const list = (userId: string, headers: Record<string, string>, recordStatus: number | string = 1) =>
    t.app.inject({ url: `/api/usernotifications?user_id=${userId}&record_status=${recordStatus}`, headers });
  const put = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/usernotifications/${id}`, headers, payload });

  it("/auth/me brings my notifications as the list answers them, and no one else's", async () => {
    // Own users: the other tests count what they make.
    const [mine, theirs] = await Promise.all([
      t.signIn('player', { companyId: acmeId }),
      t.signIn('player', { companyId: acmeId }),
    ]);
    await notify(t.db, { companyId: acmeId, userId: theirs.user.id, type: 'gameStarted' });
    await notify(t.db, { companyId: acmeId, userId: mine.user.id, type: 'gameFinished' });
    const [me1, listed] = await Promise.all([
      t.app.inject({ url: '/api/auth/me', headers: mine.headers }),
      list(mine.user.id, mine.headers),
    ]);
    expect(me1.json().notifications).toEqual(listed.json());
    expect(me1.json().notifications).toMatchObject({ unread: 1, data: [{ type: 'gameFinished' }] });
  });

  it('lists my notifications newest first, at most 50, with the unread count', async () => {
    for (let i = 0; i < 55; i++) {
      await notify(t.db, {
        companyId: acmeId,
        userId: me.user.id,
        type: 'uploadFinished',
        params: { created: i, failed: 0 },
        link: '/users/user-list',
      });
    }
    await notify(t.db, { companyId: acmeId, userId: colleague.user.id, type: 'gameStarted' });
    const res = await list(me.user.id, me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(55);
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toMatchObject({
      type: 'uploadFinished',
      params: { created: 54, failed: 0 },
      link: '/users/user-list',
      read: false,
      record_status: 1,
    });
    expect(body.data[49].params.created).toBe(5);
  });

  it("answers 404 for another user's list, 400 for a malformed id, 401 signed out", async () => {
    expect((await list(colleague.user.id, me.headers)).statusCode).toBe(404);
    expect((await list(me.user.id, colleague.headers)).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/usernotifications?user_id=me', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('querystring.user_id');
    expect((await list(me.user.id, me.headers, 7)).statusCode).toBe(400);
    expect((await list(me.user.id, {})).statusCode).toBe(401);
  });

  it('marks one read or unread, dismisses it, and only my own', async () => {
    const [first] = (await list(me.user.id, me.headers)).json().data;
    const read = await put(first.id, me.headers, { read: true });
    expect(read.json()).toMatchObject({ id: first.id, read: true, record_status: 1 });
    expect((await list(me.user.id, me.headers)).json().unread).toBe(54);
    expect((await put(first.id, me.headers, { read: false })).json().read).toBe(false);
    const dismissed = await put(first.id, me.headers, { record_status: 0, read: true });
    expect(dismissed.json()).toMatchObject({ record_status: 0, read: true });
    const live = (await list(me.user.id, me.headers)).json();
    expect(live.data.map((n: { id: string }) => n.id)).not.toContain(first.id);
    expect((await list(me.user.id, me.headers, 0)).json().data.map((n: { id: string }) => n.id)).toEqual([
      first.id,
    ]);
    expect((await put(first.id, colleague.headers, { read: true })).statusCode).toBe(404);
    expect((await put(UNKNOWN, me.headers, { read: true })).statusCode).toBe(404);
    expect((await put('nope', me.headers, { read: true })).statusCode).toBe(400);
    expect((await put(first.id, me.headers, { read: 'yes' })).statusCode).toBe(400);
    expect((await put(first.id, me.headers, { record_status: 2 })).statusCode).toBe(400);
  });

  it('marks all mine read at once, leaving others alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usernotifications/read-all',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await list(me.user.id, me.headers)).json().unread).toBe(0);
    expect((await list(colleague.user.id, colleague.headers)).json().unread).toBe(1);
  });

  describe('notifyInvitationAccepted', () => {
    it("tells the company's active admins, once, when an invited user sets a password", async () => {
      const company = await createCompany(t.db);
      const a1 = await createUser(t.db, { companyId: company.id, role: 'company_admin', status: 'active' });
      const a2 = await createUser(t.db, { companyId: company.id, role: 'company_admin', status: 'active' });
      await createUser(t.db, { companyId: company.id, role: 'company_admin', status: 'disabled' });
      const elsewhere = await createUser(t.db, {
        companyId: acmeId,
        role: 'company_admin',
        status: 'active',
      });
      const invited = await createUser(t.db, { companyId: company.id, fullName: 'Nia New' });
      // What the link reset does: notify, then activate, in one transaction.
      for (let i = 0; i < 2; i++) {
        await t.db.transaction(async (tx) => {
          await notifyInvitationAccepted(tx, invited.id);
          await setUserPassword(tx, invited.id, 'hash');
        });
      }
      const rows = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.type, 'invitationAccepted'));
      expect(rows.map((r) => r.userId).sort()).toEqual([a1.id, a2.id].sort());
      expect(rows[0]).toMatchObject({
        companyId: company.id,
        params: { name: 'Nia New', email: invited.email },
        link: `/users/profile/${invited.id}`,
      });
      expect(rows.some((r) => r.userId === elsewhere.id)).toBe(false);
    });
  });
  it('tells the company admins when an invited user sets their password through the e-mailed link', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: colleague.headers,
      payload: { fullName: 'Nora Newcomer', email: 'nora.newcomer@example.com', role: 'player' },
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await t.outbox('nora.newcomer@example.com');
    const token = mail?.text.match(/set-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const accepted = await setPasswordByLink(t, token, 'a long fresh passphrase');
    expect(accepted.statusCode).toBe(200);
    const body = (await list(colleague.user.id, colleague.headers)).json();
    expect(body.data[0]).toMatchObject({
      type: 'invitationAccepted',
      params: { name: 'Nora Newcomer', email: 'nora.newcomer@example.com' },
    });
  });
});
