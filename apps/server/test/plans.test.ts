import { PLAN_LIMITS } from '@rally/contracts/plans';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../src/areas/plans/limits.ts';
import { companies, games, users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, itRaces, type TestContext } from './helpers.ts';
import { csv, uploadAndWait } from './upload-helpers.ts';

/** Every plan limit at its edge: the last place is given, the next refused with the limit named. */
describe('plan limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function organiserOf(plan: 'basic' | 'standard' | 'enterprise') {
    const company = await createCompany(t.db, { plan });
    const admin = await t.signIn('company_admin', { companyId: company.id });
    const call = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
    return { company, admin, call };
  }
  const addGame = (o: Awaited<ReturnType<typeof organiserOf>>, name = 'Game') =>
    o.call('POST', '/competition/add', {
      competition: { name, startDate: '2030-03-01', endDate: '2030-03-31' },
    });
  const addUser = (o: Awaited<ReturnType<typeof organiserOf>>, email: string) =>
    o.call('POST', '/users', { fullName: 'New Person', email, role: 'player', sendInvitation: false });
  const gameCount = async (companyId: string) =>
    Number((await t.db.select({ n: count() }).from(games).where(eq(games.companyId, companyId)))[0]?.n);
  const userCount = async (companyId: string) =>
    Number((await t.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId)))[0]?.n);

  it.each([
    ['basic', 1],
    ['standard', 10],
  ] as const)('%s: %i new games a month, then a 409 naming the limit', async (plan, limit) => {
    const o = await organiserOf(plan);
    for (let i = 0; i < limit; i++) expect((await addGame(o, `Game ${i}`)).statusCode).toBe(201);
    const refused = await addGame(o, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'plans.gamesLimit',
      params: { plan, limit, used: limit },
    });
    expect(await gameCount(o.company.id)).toBe(limit);
  });

  it('counts games by calendar month: last month’s do not count', async () => {
    const o = await organiserOf('basic');
    expect((await addGame(o)).statusCode).toBe(201);
    await t.db
      .update(games)
      .set({ createdAt: new Date(monthStart().getTime() - 1000) })
      .where(eq(games.companyId, o.company.id));
    expect((await addGame(o)).statusCode).toBe(201);
  });

  it('enterprise: games are unlimited', async () => {
    const o = await organiserOf('enterprise');
    for (let i = 0; i < 12; i++) expect((await addGame(o, `Game ${i}`)).statusCode).toBe(201);
  });

  it.each([
    ['basic', 5],
    ['standard', 100],
    ['enterprise', 2_000],
  ] as const)(
    '%s: %i users, then a 409 naming the limit; disabled users free their seat',
    async (plan, limit) => {
      const o = await organiserOf(plan);
      // The organiser is one; fill the rest but one directly, then take the last seat through the API.
      const rest = limit - 2;
      if (rest > 0) {
        await t.db.insert(users).values(
          Array.from({ length: rest }, (_, i) => ({
            companyId: o.company.id,
            email: `seat${i}.${o.company.id}@plans.example`,
            fullName: `Seat ${i}`,
            role: 'player' as const,
            status: 'active' as const,
          })),
        );
      }
      expect((await addUser(o, `last.${o.company.id}@plans.example`)).statusCode).toBe(201);
      const refused = await addUser(o, `over.${o.company.id}@plans.example`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        messageCode: 'plans.usersLimit',
        params: { plan, limit, used: limit },
      });
      expect(await userCount(o.company.id)).toBe(limit);

      const disabled = await createUser(t.db, { companyId: o.company.id, status: 'disabled' });
      expect(disabled.status).toBe('disabled');
      await t.db
        .update(users)
        .set({ status: 'disabled' })
        .where(eq(users.email, `last.${o.company.id}@plans.example`));
      expect((await addUser(o, `freed.${o.company.id}@plans.example`)).statusCode).toBe(201);
    },
  );

  it('refuses to enable a disabled user when the plan is full', async () => {
    const o = await organiserOf('basic');
    const dormant = await createUser(t.db, { companyId: o.company.id, status: 'disabled' });
    await t.db.insert(users).values(
      ['a', 'b', 'c', 'd'].map((x) => ({
        companyId: o.company.id,
        email: `${x}.${o.company.id}@enable.example`,
        fullName: `Seat ${x}`,
        role: 'player' as const,
        status: 'active' as const,
      })),
    );
    const refused = await o.call('PUT', `/users/${dormant.id}`, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageCode: 'plans.usersLimit', params: { limit: 5, used: 5 } });
    const [still] = await t.db.select().from(users).where(eq(users.id, dormant.id));
    expect(still?.status).toBe('disabled');
  });

  /** A basic company (5 seats) with its admin, `active` more active users and `disabled` disabled ones. */
  async function seatsFilled(active: number, disabled: number) {
    const o = await organiserOf('basic');
    for (let i = 0; i < active; i++) await createUser(t.db, { companyId: o.company.id, status: 'active' });
    const dormant = [];
    for (let i = 0; i < disabled; i++)
      dormant.push((await createUser(t.db, { companyId: o.company.id, status: 'disabled' })).id);
    return { o, dormant };
  }
  const seated = async (companyId: string) =>
    (await t.db.select().from(users).where(eq(users.companyId, companyId))).filter(
      (u) => u.status !== 'disabled',
    ).length;

  it('refuses a bulk enable that would pass the users of the plan, enabling none of them', async () => {
    const { o, dormant } = await seatsFilled(0, 8);
    const refused = await o.call('POST', '/user/bulk', { userIds: dormant, action: 'enable' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageCode: 'plans.usersLimit', params: { limit: 5, used: 1 } });
    expect(await seated(o.company.id)).toBe(1);
    const fits = await o.call('POST', '/user/bulk', { userIds: dormant.slice(0, 4), action: 'enable' });
    expect(fits.statusCode).toBe(200);
    expect(await seated(o.company.id)).toBe(5);
  });

  itRaces('concurrent bulk enables cannot pass the plan together', async () => {
    const { o, dormant } = await seatsFilled(1, 6);
    const answers = await Promise.all([
      o.call('POST', '/user/bulk', { userIds: dormant.slice(0, 3), action: 'enable' }),
      o.call('POST', '/user/bulk', { userIds: dormant.slice(3), action: 'enable' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await seated(o.company.id)).toBe(5);
  });

  it('refuses a bulk upload that would pass the users of the plan, writing none of it', async () => {
    const o = await organiserOf('basic');
    const rows = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => [`Person ${i}`, `${prefix}${i}.${o.company.id}@upload.example`]);
    const over = await uploadAndWait(t, o.admin.headers, o.company.id, {
      name: 'five.csv',
      content: csv([['fullName', 'email'], ...rows('five', 5)]),
    });
    expect(over).toMatchObject({ status: 'failed', error: { messageCode: 'upload.planUsersLimit' } });
    expect(await t.db.select().from(users).where(like(users.email, `five%`))).toEqual([]);
    const fits = await uploadAndWait(t, o.admin.headers, o.company.id, {
      name: 'four.csv',
      content: csv([['fullName', 'email'], ...rows('four', 4)]),
    });
    expect(fits.status).toBe('done');
    expect(await userCount(o.company.id)).toBe(5);
  });

  it('does not limit the platform company', async () => {
    const platform = await createCompany(t.db, { plan: 'basic', isPlatform: true });
    const admin = await t.signIn('admin', { companyId: platform.id });
    for (const email of ['p1', 'p2', 'p3', 'p4', 'p5'].map((x) => `${x}.${platform.id}@platform.example`)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: {
          fullName: 'Platform Person',
          email,
          role: 'admin',
          companyId: platform.id,
          sendInvitation: false,
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('shows the usage against the plan to the company, and 404 for another company', async () => {
    const o = await organiserOf('standard');
    await addGame(o);
    const res = await o.call('GET', `/companies/${o.company.id}/plan`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'standard',
      limits: PLAN_LIMITS.standard,
      usage: { gamesThisMonth: 1, users: 1 },
    });
    const other = await createCompany(t.db);
    expect((await o.call('GET', `/companies/${other.id}/plan`)).statusCode).toBe(404);
  });

  it('a platform admin moves a company to a bigger plan, which lifts the limit', async () => {
    const o = await organiserOf('basic');
    await addGame(o);
    expect((await addGame(o)).statusCode).toBe(409);
    const platform = await createCompany(t.db, { isPlatform: true });
    const admin = await t.signIn('admin', { companyId: platform.id });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${o.company.id}`,
      headers: admin.headers,
      payload: { plan: 'standard' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await addGame(o)).statusCode).toBe(201);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, o.company.id));
    expect(company?.plan).toBe('standard');
  });

  itRaces('concurrent creates cannot pass the last free place', async () => {
    const o = await organiserOf('basic');
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => addGame(o, `Race ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await gameCount(o.company.id)).toBe(1);
    const seats = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addUser(o, `race${i}.${o.company.id}@plans.example`)),
    );
    expect(seats.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(await userCount(o.company.id)).toBe(5);
  });
});
