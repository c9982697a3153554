import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, games, users } from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { post } from './auth/support.ts';
import { type Caller, paths, signInCaller } from './content-fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { globalTemplate, onboardingForm } from './onboarding-fixtures.ts';

/**
 * A company's time zone: set and changed like its other fields, the zone its new games start in,
 * and, for a trial company, the zone of the browser that signed it up.
 */
describe('company time zone', () => {
  let t: TestContext;
  let platform: Caller;
  let templateId: string;
  let address = 0;
  const publicPost = (url: string, body: unknown) =>
    post(t, url, body, { remoteAddress: `10.8.0.${++address}` });
  const companyCount = async () => Number((await t.db.select({ n: count() }).from(companies))[0]?.n);
  const zoneOf = async (id: string) =>
    (await t.db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, id)))[0]
      ?.timezone;

  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
    const home = await createCompany(t.db, { name: 'Rally', isPlatform: true, trialEndsAt: null });
    platform = await signInCaller(t, 'admin', { companyId: home.id });
    templateId = await globalTemplate(t);
  });
  afterAll(() => t.close());

  describe('on the company', () => {
    it('defaults to UTC, stores the canonical name, and is answered by GET and the list', async () => {
      const plain = await platform.post('/companies', { name: 'Plainco' });
      expect(plain.statusCode).toBe(201);
      expect(plain.json().timezone).toBe('UTC');
      const berlin = await platform.post('/companies', { name: 'Berlinco', timezone: 'europe/berlin' });
      expect(berlin.statusCode).toBe(201);
      const id = berlin.json().id;
      expect((await platform.get(`/companies/${id}`)).json()).toMatchObject({ timezone: 'Europe/Berlin' });
      const list = (await platform.get('/company/all?q=Berlinco')).json();
      expect(list.data).toEqual([expect.objectContaining({ timezone: 'Europe/Berlin' })]);
    });

    it('refuses a zone that is not an IANA zone, naming the field, and creates nothing', async () => {
      const before = await companyCount();
      for (const timezone of ['Mars/Olympus', 'GMT+99', '', 42]) {
        const res = await platform.post('/companies', { name: 'Nowhere Inc', timezone });
        expect(res.statusCode, JSON.stringify(timezone)).toBe(400);
        expect(paths(res.json())).toEqual(['timezone']);
      }
      const unknown = await platform.post('/companies', { name: 'Nowhere Inc', timezone: 'Mars/Olympus' });
      expect(unknown.json().details[0]).toMatchObject({ messageCode: 'validation.timezoneUnknown' });
      expect(await companyCount()).toBe(before);
    });

    it("lets a company admin change their own company's zone, and no other's", async () => {
      const own = await createCompany(t.db, { name: 'Own' });
      const other = await createCompany(t.db, { name: 'Another', timezone: 'Asia/Tokyo' });
      const organiser = await signInCaller(t, 'company_admin', { companyId: own.id });
      const changed = await organiser.put(`/companies/${own.id}`, { timezone: 'America/Sao_Paulo' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().timezone).toBe('America/Sao_Paulo');
      const bad = await organiser.put(`/companies/${own.id}`, { timezone: 'Atlantis/Capital' });
      expect(bad.statusCode).toBe(400);
      expect(paths(bad.json())).toEqual(['timezone']);
      expect(await zoneOf(own.id)).toBe('America/Sao_Paulo');
      expect((await organiser.put(`/companies/${other.id}`, { timezone: 'UTC' })).statusCode).toBe(404);
      const viewer = await signInCaller(t, 'client', { companyId: own.id });
      expect((await viewer.put(`/companies/${own.id}`, { timezone: 'UTC' })).statusCode).toBe(403);
      expect(await zoneOf(other.id)).toBe('Asia/Tokyo');
    });
  });

  describe("a new game's zone", () => {
    const competition = (extra: Record<string, unknown> = {}) => ({
      competition: { name: 'Step challenge', startDate: '2030-03-01', endDate: '2030-03-31', ...extra },
    });

    it("is the company's unless the organiser chooses another", async () => {
      const company = await createCompany(t.db, { timezone: 'Asia/Kolkata' });
      const organiser = await signInCaller(t, 'company_admin', { companyId: company.id });
      const plain = await organiser.post('/competition/add', competition());
      expect(plain.statusCode).toBe(201);
      expect(plain.json().timezone).toBe('Asia/Kolkata');
      const chosen = await organiser.post('/competition/add', competition({ timezone: 'Europe/Lisbon' }));
      expect(chosen.json().timezone).toBe('Europe/Lisbon');
      const forIt = await platform.post('/competition/add', competition({ companyId: company.id }));
      expect(forIt.json().timezone).toBe('Asia/Kolkata');
    });

    it("is the company's for a game from a template too", async () => {
      const company = await createCompany(t.db, { timezone: 'Australia/Sydney' });
      const organiser = await signInCaller(t, 'company_admin', { companyId: company.id });
      const made = await organiser.post(`/templates/${templateId}/create-game`, competition());
      expect(made.statusCode).toBe(201);
      expect(made.json().timezone).toBe('Australia/Sydney');
      const chosen = await organiser.post(
        `/templates/${templateId}/create-game`,
        competition({ timezone: 'Pacific/Auckland' }),
      );
      expect(chosen.json().timezone).toBe('Pacific/Auckland');
    });
  });

  describe('a trial sign-up', () => {
    const companyOf = async (email: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [company] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.id, user?.companyId ?? ''));
      const companyGames = await t.db
        .select({ timezone: games.timezone })
        .from(games)
        .where(eq(games.companyId, user?.companyId ?? ''));
      return { company, games: companyGames };
    };

    it("onboarding takes the browser's zone for the company and its game, UTC when none is sent", async () => {
      const form = onboardingForm(templateId, { timezone: 'america/new_york' });
      expect((await publicPost('/game/onboarding', form)).statusCode).toBe(200);
      const made = await companyOf(form.email);
      expect(made.company?.timezone).toBe('America/New_York');
      expect(made.games).toEqual([{ timezone: 'America/New_York' }]);

      const bare = onboardingForm(templateId);
      expect((await publicPost('/game/onboarding', bare)).statusCode).toBe(200);
      const plain = await companyOf(bare.email);
      expect(plain.company?.timezone).toBe('UTC');
      expect(plain.games).toEqual([{ timezone: 'UTC' }]);
    });

    it('onboarding refuses a zone that is not one, naming the field, and creates nothing', async () => {
      const before = await companyCount();
      const res = await publicPost(
        '/game/onboarding',
        onboardingForm(templateId, { timezone: 'Mars/Olympus' }),
      );
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['timezone']);
      expect(await companyCount()).toBe(before);
    });

    it("register takes the browser's zone, UTC when none is sent, and refuses one that is not", async () => {
      const form = (email: string, extra: Record<string, unknown> = {}) => ({
        companyName: 'Initrode',
        fullName: 'Bill Lumbergh',
        email,
        password: 'tps reports every friday',
        ...extra,
      });
      const zoned = 'bill@initrode.example';
      expect((await publicPost('/auth/register', form(zoned, { timezone: 'Europe/Paris' }))).statusCode).toBe(
        200,
      );
      expect((await companyOf(zoned)).company?.timezone).toBe('Europe/Paris');
      const bare = 'lumbergh@initrode.example';
      expect((await publicPost('/auth/register', form(bare))).statusCode).toBe(200);
      expect((await companyOf(bare)).company?.timezone).toBe('UTC');
      const bad = await publicPost(
        '/auth/register',
        form('milton@initrode.example', { timezone: 'Nowhere' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(paths(bad.json())).toEqual(['timezone']);
    });
  });
});
