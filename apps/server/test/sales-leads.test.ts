import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesLeads } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { post } from './auth/support.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';

describe('sales leads', () => {
  let t: TestContext;
  let admin: Session;
  let colleague: Session;
  let address = 0;
  const form = (overrides: Record<string, unknown> = {}) => ({
    companyName: 'Globex',
    contactName: 'Hank Scorpio',
    email: 'hank@globex.example',
    message: 'We would like a pilot.',
    ...overrides,
  });
  const as = (
    who: { headers: Record<string, string> },
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    const platform = await createCompany(t.db, { isPlatform: true });
    admin = await t.signIn('admin', { companyId: platform.id });
    colleague = await t.signIn('admin', { companyId: platform.id });
    const trial = await createCompany(t.db, { name: 'Initrode', plan: 'basic' });
    await t.db.insert(salesLeads).values([
      {
        source: 'register',
        companyId: trial.id,
        companyName: 'Initrode',
        contactName: 'Bill Lumbergh',
        email: 'bill@initrode.example',
      },
      {
        source: 'onboarding',
        companyName: 'Umbrella',
        contactName: 'Alice Abernathy',
        email: 'alice@umbrella.example',
        status: 'contacted',
      },
    ]);
  });
  afterAll(() => t.close());

  it('records the public lead form and thanks the sender', async () => {
    const res = await post(t, '/game/salesleads', form({ phone: '+1 555 0100' }), {
      remoteAddress: `10.7.0.${++address}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      messageCode: 'salesLeads.received',
      params: { email: 'hank@globex.example' },
    });
    const [lead] = await t.db.select().from(salesLeads).where(eq(salesLeads.email, 'hank@globex.example'));
    expect(lead).toMatchObject({
      source: 'form',
      status: 'new',
      phone: '+1 555 0100',
      message: 'We would like a pilot.',
    });
  });

  it('drops a form with the honeypot filled, thanking it alike', async () => {
    const res = await post(t, '/game/salesleads', form({ email: 'bot@spam.example', website: 'x' }), {
      remoteAddress: `10.7.0.${++address}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(salesLeads).where(eq(salesLeads.email, 'bot@spam.example'))).toEqual([]);
  });

  it.each([
    ['companyName', 'x'],
    ['contactName', ''],
    ['email', 'nope'],
    ['phone', 'call me <b>'],
    ['message', 'm'.repeat(2001)],
    ['language', 'xx'],
  ])('refuses a bad %s with 400 naming it', async (field, value) => {
    const res = await post(t, '/game/salesleads', form({ [field]: value }), {
      remoteAddress: `10.7.0.${++address}`,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(field);
  });

  it('answers 401 without the public client pair', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/game/salesleads', payload: form() });
    expect(res.statusCode).toBe(401);
  });

  it('limits the form per address', async () => {
    const remoteAddress = '10.7.1.1';
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post(t, '/game/salesleads', form({ email: `n${i}@limit.example` }), { remoteAddress }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('lists, searches, filters by status and source, sorts and pages', async () => {
    const all = await as(admin, 'GET', '/salesleads?perPage=100');
    expect(all.statusCode).toBe(200);
    const names = (url: string) =>
      as(admin, 'GET', url).then((r) => r.json().data.map((l: { companyName: string }) => l.companyName));
    expect(await names('/salesleads?q=umbre')).toEqual(['Umbrella']);
    expect(await names('/salesleads?status=contacted')).toEqual(['Umbrella']);
    expect(await names('/salesleads?source=register')).toEqual(['Initrode']);
    const sorted = await names('/salesleads?sort=companyName&order=asc&perPage=100');
    expect(sorted).toEqual(
      [...sorted].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const page = (await as(admin, 'GET', '/salesleads?perPage=1&page=2')).json();
    expect(page).toMatchObject({ count: all.json().count, pages: all.json().count });
    expect(page.data).toHaveLength(1);
    const initrode = all.json().data.find((l: { companyName: string }) => l.companyName === 'Initrode');
    expect(initrode.company).toMatchObject({
      name: 'Initrode',
      plan: 'basic',
      trialEndsAt: expect.any(String),
    });
    expect((await as(admin, 'GET', '/salesleads?status=maybe')).statusCode).toBe(400);
  });

  it('keeps a lead’s history: status changes and notes with author and time, and its owner', async () => {
    const [lead] = await t.db.select().from(salesLeads).where(eq(salesLeads.companyName, 'Initrode'));
    const url = `/salesleads/${lead?.id}`;
    const contacted = await as(admin, 'PUT', url, { status: 'contacted', note: 'Called, demo on Tuesday.' });
    expect(contacted.statusCode).toBe(200);
    const owned = await as(colleague, 'PUT', url, { ownerId: colleague.user.id });
    expect(owned.json().owner).toEqual({ id: colleague.user.id, fullName: colleague.user.fullName });
    const qualified = await as(colleague, 'PUT', url, { status: 'qualified' });
    const detail = qualified.json();
    expect(detail.status).toBe('qualified');
    expect(detail.history).toEqual([
      expect.objectContaining({
        fromStatus: 'new',
        toStatus: 'contacted',
        body: 'Called, demo on Tuesday.',
        author: { id: admin.user.id, fullName: admin.user.fullName },
      }),
      expect.objectContaining({
        fromStatus: 'contacted',
        toStatus: 'qualified',
        body: '',
        author: expect.objectContaining({ id: colleague.user.id }),
      }),
    ]);
    expect(Date.parse(detail.history[0].createdAt)).toBeLessThanOrEqual(
      Date.parse(detail.history[1].createdAt),
    );
    expect(detail.owners.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([admin.user.id, colleague.user.id]),
    );

    // The pipeline moves forward only; the owner must be a platform admin.
    const back = await as(admin, 'PUT', url, { status: 'new' });
    expect(back.statusCode).toBe(400);
    expect(back.json().details).toEqual([expect.objectContaining({ path: 'status' })]);
    const outsider = await t.signIn('company_admin');
    const badOwner = await as(admin, 'PUT', url, { ownerId: outsider.user.id });
    expect(badOwner.json().details).toEqual([
      expect.objectContaining({ path: 'ownerId', messageCode: 'salesLeads.ownerNotAdmin' }),
    ]);
    expect((await as(admin, 'GET', url)).json().history).toHaveLength(2);
    expect((await as(admin, 'GET', `/salesleads/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('is invisible to every role but platform admin', async () => {
    const [lead] = await t.db.select().from(salesLeads).limit(1);
    for (const role of ['company_admin', 'player', 'client'] as const) {
      const who = await t.signIn(role);
      expect((await as(who, 'GET', '/salesleads')).statusCode, role).toBe(403);
      expect((await as(who, 'GET', `/salesleads/${lead?.id}`)).statusCode, role).toBe(403);
      expect((await as(who, 'PUT', `/salesleads/${lead?.id}`, { status: 'lost' })).statusCode, role).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/salesleads' })).statusCode).toBe(401);
  });
});
