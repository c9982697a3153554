import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { createTestApp, type Session, setPasswordByLink, type TestContext } from './helpers.ts';

describe('invited users', () => {
  let t: TestContext;
  let company: { id: string };
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.db, { name: 'Lingua', language: 'pt' });
    admin = await t.signIn('company_admin', { companyId: company.id });
  });
  afterAll(() => t.close());

  const create = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: body });
  const resend = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/send/email',
      headers: admin.headers,
      payload: { userIds: [id], kind: 'invitation' },
    });
  const tokenOf = (text: string) => /\/rally\/set-password\/([\w-]+)/.exec(text)?.[1] ?? '';

  it("gives a new user the company's language unless one is chosen", async () => {
    const res = await create({ fullName: 'Paula Nova', email: 'paula@lingua.test', role: 'player' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ language: 'pt', status: 'invited' });
    await t.app.mailer.flush();
    expect((await t.outbox('paula@lingua.test'))[0]).toMatchObject({ template: 'invite', language: 'pt' });

    const chosen = await create({
      fullName: 'Erik Wahl',
      email: 'erik@lingua.test',
      role: 'player',
      language: 'de',
    });
    expect(chosen.json().language).toBe('de');
  });

  it('reads as invited until the invitation is accepted; a new invitation goes only before', async () => {
    const res = await create({ fullName: 'Ines Convite', email: 'ines@lingua.test', role: 'player' });
    const id = res.json().id as string;
    const listed = await t.app.inject({ url: '/api/user/all?q=ines', headers: admin.headers });
    expect(listed.json().data).toEqual([expect.objectContaining({ id, status: 'invited' })]);

    expect((await resend(id)).json()).toEqual({ sent: 1, skipped: [] });
    await t.app.mailer.flush();
    const mails = await t.outbox('ines@lingua.test');
    expect(mails).toHaveLength(2);
    // The newest link works, and so does the first one (a resent mail never breaks an opened link).
    const set = await setPasswordByLink(t, tokenOf(mails[1]?.text ?? ''), 'a brand new passphrase');
    expect(set.statusCode).toBe(200);
    const [accepted] = await t.db.select().from(users).where(eq(users.id, id));
    expect(accepted?.status).toBe('active');

    const after = (await resend(id)).json();
    expect(after.sent).toBe(0);
    expect(after.skipped).toHaveLength(1);
    await t.app.mailer.flush();
    expect(await t.outbox('ines@lingua.test')).toHaveLength(2);
  });
});
