import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/seed/factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('development mailbox', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.db);
    for (const [i, to] of ['ana@example.com', 'ben@example.com', 'carl_x@example.com'].entries()) {
      await t.app.mailer.enqueue(t.db, {
        companyId: company.id,
        to,
        template: 'otp',
        language: (['en', 'de', 'fr'] as const)[i] ?? 'en',
        vars: { name: to, code: `12345${i}` },
      });
    }
  });
  afterAll(() => t.close());

  it('lists held mails newest first with paging and search, for platform admins', async () => {
    const { headers } = await t.signIn('admin');
    const page = (await t.app.inject({ url: '/api/mailbox?perPage=2', headers })).json();
    expect(page).toMatchObject({ count: 3, pages: 2, delivering: false });
    expect(page.data[0]).toMatchObject({ to: 'carl_x@example.com', status: 'held', language: 'fr' });
    expect(page.data[0].subject).toContain('Votre code Rally');
    const found = (await t.app.inject({ url: '/api/mailbox?q=BEN', headers })).json();
    expect(found.data.map((m: { to: string }) => m.to)).toEqual(['ben@example.com']);
    // `_` is a literal, not a wildcard
    expect((await t.app.inject({ url: '/api/mailbox?q=l_x', headers })).json().count).toBe(1);
    expect((await t.app.inject({ url: '/api/mailbox?q=a_a', headers })).json().count).toBe(0);
    const one = await t.app.inject({ url: `/api/mailbox/${page.data[1].id}`, headers });
    expect(one.json().to).toBe('ben@example.com');
  });

  it('answers 400 for a malformed id or page, 404 for an unknown one', async () => {
    const { headers } = await t.signIn('admin');
    const bad = await t.app.inject({ url: '/api/mailbox/not-a-uuid', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('params.id');
    expect((await t.app.inject({ url: '/api/mailbox?page=0', headers })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/api/mailbox/01900000-0000-7000-8000-000000000000', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('is closed to company admins', async () => {
    const { headers } = await t.signIn('company_admin');
    expect((await t.app.inject({ url: '/api/mailbox', headers })).statusCode).toBe(403);
  });
});
