import { abilitiesFor } from '@rally/contracts/abilities';
import { TRIAL_DAYS } from '@rally/contracts/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/errors.ts';
import { companies, outboxMessages, salesLeads, users } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/seed/factories.ts';
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

  const signIn = (email: string, password: string) => post(t, '/auth/gettoken', { email, password });
  const confirm = (token: string) => post(t, '/auth/confirm-email', { token });
  const confirmToken = async (email: string) => {
    const mail = await lastMail(t, email, 'confirmEmail');
    const token = mail?.text.match(/https:\/\/rally\.example\.com\/rally\/confirm-email\/([\w-]+)/)?.[1];
    if (!token) throw new Error('no confirmation link in the mail');
    return token;
  };

  it('creates a trial company, its admin and a sales lead, and mails a link that activates them', async () => {
    const res = await post(t, '/auth/register', form({ email: 'Peter@Initech.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      messageCode: 'auth.registerCheckMail',
      params: { email: 'peter@initech.example' },
      message:
        'Check your mail: we have sent peter@initech.example a link to confirm the address and start the trial.',
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'peter@initech.example'));
    expect(user).toMatchObject({
      status: 'invited',
      role: 'company_admin',
      fullName: 'Peter Gibbons',
      language: 'de',
    });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company?.plan).toBe('basic');
    expect(company?.trialEndsAt?.getTime()).toBeCloseTo(Date.now() + TRIAL_DAYS * 86_400_000, -5);
    const [lead] = await t.db
      .select()
      .from(salesLeads)
      .where(eq(salesLeads.companyId, company?.id ?? ''));
    expect(lead).toMatchObject({ source: 'register', companyName: 'Initech', contactName: 'Peter Gibbons' });
    const mail = await lastMail(t, 'peter@initech.example', 'confirmEmail');
    expect(mail).toMatchObject({ language: 'de', status: 'held' });
    expect(mail?.subject).not.toContain('Initech');

    // Not signed in, and no sign-in until the address is confirmed: nothing can be sent before.
    expect(res.json()).not.toHaveProperty('accessToken');
    expect((await signIn('peter@initech.example', form().password)).statusCode).toBe(401);
    const token = await confirmToken('peter@initech.example');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().messageCode).toBe('auth.emailConfirmed');
    const session = await signIn('peter@initech.example', form().password);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role: 'company_admin',
      companyName: 'Initech',
      abilities: abilitiesFor('company_admin'),
    });
    // The link works once.
    expect((await confirm(token)).statusCode).toBe(410);
  });

  it('answers a taken e-mail alike, creates nothing, and mails its owner a way back in', async () => {
    const existing = await createUser(t.db, {
      companyId: (await createCompany(t.db)).id,
      fullName: 'Olive Owner',
    });
    const before = await totals();
    const fresh = await post(t, '/auth/register', form({ email: 'someone.new@initech.example' }));
    const taken = await post(t, '/auth/register', form({ email: existing.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json().messageCode).toBe(fresh.json().messageCode);
    const after = await totals();
    // Only the fresh one created anything: one company, one user, one lead; one mail each.
    expect(after).toEqual({
      companies: before.companies + 1,
      users: before.users + 1,
      leads: before.leads + 1,
      mails: before.mails + 2,
    });
    const note = await lastMail(t, existing.email, 'registerTaken');
    expect(note?.text).toContain('https://rally.example.com/login');
    // Registering again within the hour mails the owner nothing more.
    await post(t, '/auth/register', form({ email: existing.email }));
    expect((await t.outbox(existing.email)).length).toBe(1);
  });

  it('refuses unknown and made-up confirmation links', async () => {
    expect((await confirm('Qm9uam91ci1SYWxseS0wMTk1ZjNhMg')).statusCode).toBe(410);
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
