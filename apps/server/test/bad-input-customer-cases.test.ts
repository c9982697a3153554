import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/areas/notifications/service.ts';
import { notifications, templates } from '../src/db/schema/index.ts';
import { registered, TABLE } from './authorization/routes.ts';
import { MISSING_ID } from './bad-input-cases.ts';
import { SKIP, useBadInputApp } from './bad-input-driver.ts';
import { clientHeaders } from './helpers.ts';

/** A template category (the migration inserts the six with fixed ids). */
const WELL_BEING = '019a0000-0000-7000-8000-000000000002';

type TPage = { data: unknown[]; count: number; pages: number };

/** What the per-area files (`bad-input-<area>.test.ts`) do not cover: coverage, and cases met in use. */
describe('bad input', () => {
  const app = useBadInputApp();

  it('every registered /api route is in an area the bad-input files call', () => {
    expect(registered.size).toBeGreaterThan(50);
    const outside = [...registered.keys()].filter((key) => !SKIP(key) && !(key in TABLE)).sort();
    expect(outside, 'routes in no area of the authorization matrix').toEqual([]);
  });

  it('answers what customers sent with a 4xx, never a 500', async () => {
    const { t, w, digest, inject } = app();
    const admin = w.session.company_admin;
    const call = (method: string, url: string, payload?: object) =>
      inject(method, { url, headers: { ...admin.headers, ...clientHeaders }, payload });
    const template = async (companyId: string | null) => {
      const [row] = await app()
        .t.db.insert(templates)
        .values({ companyId, categoryId: WELL_BEING, language: 'en', name: 'No habits yet' })
        .returning();
      return row?.id ?? '';
    };

    // A game from a company template that has no habits, KPIs or charities yet: an empty game.
    const empty = await call('POST', `/api/templates/${await template(admin.companyId)}/create-game`, {
      competition: { name: 'From an empty template' },
    });
    expect(empty.statusCode, empty.body).toBe(201);

    // A company that does not exist: 400 naming it, as `POST /competition/add` answers.
    const global = await template(null);
    const before = await digest();
    const platform = w.session.admin;
    const noCompany = await inject('POST', {
      url: `/api/templates/${global}/create-game`,
      headers: { ...platform.headers, ...clientHeaders },
      payload: { competition: { name: 'Nobody’s game', companyId: MISSING_ID } },
    });
    expect(noCompany.statusCode, noCompany.body).toBe(400);
    expect(noCompany.json()).toMatchObject({ details: [{ path: 'competition.companyId' }] });
    const plain = await inject('POST', {
      url: '/api/competition/add',
      headers: { ...platform.headers, ...clientHeaders },
      payload: { competition: { name: 'Nobody’s game', companyId: MISSING_ID } },
    });
    const { requestId: _a, ...answer } = noCompany.json();
    const { requestId: _b, ...plainAnswer } = plain.json();
    expect(answer).toEqual(plainAnswer);
    expect(await digest()).toBe(before);

    // A page past the last one, with and without filters: no rows, the right total.
    for (const query of ['', '&role=player', '&status=active', '&q=e', `&companyId=${admin.companyId}`]) {
      const first = (await call('GET', `/api/user/all?perPage=10${query}`)).json() as TPage;
      const past = await call('GET', `/api/user/all?perPage=10&page=${first.pages + 2}${query}`);
      expect(past.statusCode, `${query} ${past.body}`).toBe(200);
      expect(past.json()).toEqual({ data: [], count: first.count, pages: first.pages });
    }

    // Marking a notification with nothing to change.
    await notify(t.db, { companyId: admin.companyId, userId: admin.user.id, type: 'gameStarted' });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    const nothing = await call('PUT', `/api/usernotifications/${note?.id}`, {});
    expect(nothing.statusCode, nothing.body).toBe(400);
    expect(nothing.json()).toMatchObject({ details: [{ path: 'read' }] });
  });
});
