import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesLeads } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('GET /api/dashboard/companyoverview', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db
      .insert(salesLeads)
      .values({ source: 'form', companyName: 'Lead Co', contactName: 'L', email: 'l@example.com' });
  });
  afterAll(() => t.close());

  /** Acme with an invited and a disabled player, and Other with one player: new for each test. */
  async function companies() {
    const acme = await createCompany(t.db, { name: 'Acme' });
    const other = await createCompany(t.db, { name: 'Other' });
    await createUser(t.db, { companyId: acme.id, role: 'player' });
    await createUser(t.db, { companyId: acme.id, role: 'player', status: 'disabled' });
    await createUser(t.db, { companyId: other.id, role: 'player' });
    return { acmeId: acme.id, otherId: other.id };
  }

  const overview = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/dashboard/companyoverview', headers });

  it("shows a company admin their own company's figures only", async () => {
    const { acmeId } = await companies();
    const { headers } = await t.signIn('company_admin', { companyId: acmeId });
    const res = await overview(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('company');
    expect(body.companies.map((c: { name: string }) => c.name)).toEqual(['Acme']);
    // two invited/disabled players seeded + the signed-in admin (active)
    expect(body.totals).toMatchObject({
      companies: 1,
      users: 3,
      active: 1,
      invited: 1,
      disabled: 1,
      signedInLast7Days: 1,
    });
    expect(body.byRole).toMatchObject({ player: 2, company_admin: 1, admin: 0, client: 0 });
    expect(body.leads).toBeNull();
    expect(body.newUsersByWeek).toHaveLength(8);
    expect(body.newUsersByWeek.at(-1).count).toBe(3);
  });

  it('shows a platform admin every company and the sales leads', async () => {
    const { acmeId, otherId } = await companies();
    const { headers } = await t.signIn('admin');
    const body = (await overview(headers)).json();
    expect(body.scope).toBe('platform');
    expect(body.companies.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([acmeId, otherId]),
    );
    expect(body.leads).toEqual({ new: 1, total: 1 });
  });

  it('lets a client read it and refuses a player', async () => {
    const { acmeId } = await companies();
    expect((await overview((await t.signIn('client', { companyId: acmeId })).headers)).statusCode).toBe(200);
    expect((await overview((await t.signIn('player', { companyId: acmeId })).headers)).statusCode).toBe(403);
    expect((await overview({})).statusCode).toBe(401);
  });
});
