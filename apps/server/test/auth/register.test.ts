import { abilitiesFor } from '@rally/contracts/abilities';
import { TRIAL_DAYS } from '@rally/contracts/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/errors.ts';
import { companies, outboxMessages, salesLeads, users } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/db/seed/factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { lastMail, post } from './support.ts';

describe('register', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
  });
  afterAll(() => t.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Initech',
    fullName: 'Peter Gibbons',
    email: 'peter@initech.example',
    password: 'tps reports every friday',
    language: 'de',
    ...overrides,
  });
  const totals = async () => {
    const n = async (table: typeof companies | typeof users | typeof salesLeads | typeof outboxMessages) =>
      Number((await t.db.select({ n: count() }).from(table))[0]?.n);
    return {
      companies: await n(companies),
      users: await n(users),
      leads: await n(salesLeads),
      mails: await n(outboxMessages),
    };
  };

  it('creates a trial company, its admin, a sales lead and the welcome mail, and signs in', async () => {
    const res = await post(t, '/auth/register', form({ email: 'Peter@Initech.example' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'peter@initech.example',
      fullName: 'Peter Gibbons',
      role: 'company_admin',
      companyName: 'Initech',
      language: 'de',
      abilities: abilitiesFor('company_admin'),
    });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await post(t, '/auth/refresh-token', { refreshToken: body.refreshToken })).statusCode).toBe(200);

    const [company] = await t.db.select().from(companies).where(eq(companies.id, body.user.companyId));
    expect(company?.plan).toBe('basic');
    expect(company?.trialEndsAt?.getTime()).toBeCloseTo(Date.now() + TRIAL_DAYS * 86_400_000, -5);
    const [lead] = await t.db.select().from(salesLeads).where(eq(salesLeads.companyId, body.user.companyId));
    expect(lead).toMatchObject({ source: 'register', companyName: 'Initech', contactName: 'Peter Gibbons' });
    const [user] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user).toMatchObject({ status: 'active', lastLoginAt: expect.any(Date) });
    const mail = await lastMail(t, 'peter@initech.example', 'welcome');
    expect(mail).toMatchObject({ language: 'de', status: 'held' });
    expect(mail?.text).toContain('https://rally.example.com');
    expect(mail?.text).toContain('Initech');
  });

  it('refuses a taken e-mail with 409 and writes nothing', async () => {
    const existing = await createUser(t.db, { companyId: (await createCompany(t.db)).id });
    const before = await totals();
    const res = await post(t, '/auth/register', form({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      messageCode: 'auth.emailTaken',
      message: 'This email is already in use.',
      details: [{ path: 'email', messageCode: 'auth.emailTaken', message: 'This email is already in use.' }],
    });
    expect(await totals()).toEqual(before);
  });

  it('recognises the unique-email violation that guards concurrent registrations', async () => {
    const existing = await createUser(t.db, { companyId: (await createCompany(t.db)).id });
    const err = await createUser(t.db, {
      companyId: existing.companyId,
      email: existing.email.toUpperCase(),
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('names the password when it is too short or too common', async () => {
    const before = await totals();
    for (const password of ['short', 'password', 'Password1']) {
      const res = await post(t, '/auth/register', form({ email: 'new@initech.example', password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['password']);
    }
    expect(await totals()).toEqual(before);
  });

  it('names every missing or invalid field', async () => {
    const res = await post(t, '/auth/register', { email: 'not-an-email', fullName: 5 });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['companyName', 'fullName', 'email', 'password']));
  });

  it('needs the application key pair', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form() });
    expect(res.statusCode).toBe(401);
  });
});
