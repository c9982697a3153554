import type { TCreatedWebhookEndpoint, TWebhookDelivery } from '@rally/contracts/webhooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { closeRound } from '../src/areas/rounds/closing.ts';
import { emitWebhook, WEBHOOK_DELIVER_JOB } from '../src/areas/webhooks/events.ts';
import { jobs, webhookDeliveries } from '../src/db/schema/index.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { addBadgeAndPastRound, setUpGame } from './play-fixtures.ts';
import { startReceiver } from './webhook-receiver.ts';

/**
 * Signed webhooks (decision 0033) end to end: a real receiver on a free port verifies every
 * delivery with the `standardwebhooks` library; the operator's list lets the tests reach it.
 */
let t: TestContext;
let admin: Session;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' });
  admin = await t.signIn('company_admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (as: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: as.headers, ...(payload ? { payload } : {}) });

async function addEndpoint(as: Session, url: string, events: string[]) {
  const res = await call(as, 'POST', '/company/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TCreatedWebhookEndpoint;
}

const deliveriesOf = async (as: Session, endpointId: string) =>
  (await call(as, 'GET', `/company/webhooks/${endpointId}/deliveries`)).json().data as TWebhookDelivery[];

/** Runs due jobs until every delivery of the endpoint has left `pending` (the scheduler may run them too). */
async function settled(as: Session, endpointId: string, count = 1) {
  return vi.waitFor(
    async () => {
      await t.app.jobs.runDue();
      const list = await deliveriesOf(as, endpointId);
      if (list.length < count || list.some((d) => d.status === 'pending')) throw new Error('not yet');
      return list;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Makes the queued next attempts due now (instead of waiting for the back-off). */
const retryNow = () => t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, WEBHOOK_DELIVER_JOB));

const newUser = (as: Session, name: string) =>
  call(as, 'POST', '/users', {
    fullName: name,
    email: `${name.toLowerCase()}@hooks.test`,
    role: 'player',
    sendInvitation: false,
  });

describe('signed webhooks', () => {
  let endpoint: TCreatedWebhookEndpoint;

  it('shows the secret once and delivers an event signed the Standard Webhooks way', async () => {
    endpoint = await addEndpoint(admin, receiver.url, ['user.created', 'user.disabled']);
    receiver.useSecret(endpoint.secret);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = (await call(admin, 'GET', '/company/webhooks')).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

    const created = await newUser(admin, 'Ada');
    expect(created.statusCode, created.body).toBe(201);
    const [delivery] = await settled(admin, endpoint.id);
    expect(delivery).toMatchObject({
      eventType: 'user.created',
      status: 'delivered',
      attempts: 1,
      responseCode: 200,
      responseExcerpt: 'ok',
    });
    expect(receiver.received).toEqual([
      {
        id: delivery?.messageId,
        type: 'user.created',
        data: expect.objectContaining({ userId: created.json().id, email: 'ada@hooks.test' }),
        verified: true,
      },
    ]);
  });

  it('retries a 500 with back-off, then delivers with the same id; "send again" sends it once more', async () => {
    receiver.received.length = 0;
    receiver.answers.push({ status: 500, body: 'database down' });
    const user = (await newUser(admin, 'Bea')).json() as { id: string };
    await call(admin, 'PUT', `/users/${user.id}`, { status: 'disabled' });
    const list = await settled(admin, endpoint.id, 3);
    const first = list.find((d) => d.eventType === 'user.created' && d.status === 'retrying');
    expect(first).toMatchObject({ attempts: 1, responseCode: 500, responseExcerpt: 'database down' });
    const wait = Date.parse(first?.nextAttemptAt ?? '') - Date.parse(first?.lastAttemptAt ?? '');
    expect(wait).toBeGreaterThanOrEqual(4_900);
    expect(wait).toBeLessThan(6_000);

    await retryNow();
    const again = await settled(admin, endpoint.id, 3);
    expect(again.find((d) => d.id === first?.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseCode: 200,
    });
    expect(again.find((d) => d.eventType === 'user.disabled')).toMatchObject({ status: 'delivered' });
    const ids = receiver.received.filter((r) => r.id === first?.messageId);
    expect(ids).toHaveLength(2);
    expect(receiver.received.every((r) => r.verified)).toBe(true);

    const resent = await call(admin, 'POST', `/company/webhook-deliveries/${first?.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    await vi.waitFor(
      async () => {
        await t.app.jobs.runDue();
        expect(receiver.received.filter((r) => r.id === first?.messageId)).toHaveLength(3);
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('"send again" on a settled delivery is a fresh delivery with the whole retry schedule', async () => {
    const hooks = await startReceiver();
    try {
      const ep = await addEndpoint(admin, hooks.url, ['user.created']);
      hooks.useSecret(ep.secret);
      await newUser(admin, 'Fay');
      const [old] = await settled(admin, ep.id);
      expect(old).toMatchObject({ status: 'delivered', attempts: 1 });
      // Three days on, past the window of the event's own retries: the receiver lost it and is flaky.
      await t.db
        .update(webhookDeliveries)
        .set({ createdAt: sql`now() - interval '73 hours'` })
        .where(eq(webhookDeliveries.id, old?.id ?? ''));
      hooks.answers.push({ status: 500, body: 'still starting' });

      const resent = await call(admin, 'POST', `/company/webhook-deliveries/${old?.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      const fresh = resent.json() as TWebhookDelivery;
      expect(fresh.id).not.toBe(old?.id);
      expect(fresh).toMatchObject({ messageId: old?.messageId, status: 'pending', attempts: 0 });

      const list = await settled(admin, ep.id, 2);
      expect(list.find((d) => d.id === old?.id)).toMatchObject({ status: 'delivered', attempts: 1 });
      const retrying = list.find((d) => d.id === fresh.id);
      expect(retrying).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 500 });
      const wait = Date.parse(retrying?.nextAttemptAt ?? '') - Date.parse(retrying?.lastAttemptAt ?? '');
      expect(wait).toBeGreaterThanOrEqual(4_900);
      expect(wait).toBeLessThan(6_000);

      await retryNow();
      expect((await settled(admin, ep.id, 2)).find((d) => d.id === fresh.id)).toMatchObject({
        status: 'delivered',
        attempts: 2,
      });
      expect(hooks.received.map((r) => [r.id, r.verified])).toEqual([
        [old?.messageId, true],
        [old?.messageId, true],
        [old?.messageId, true],
      ]);
      await call(admin, 'DELETE', `/company/webhooks/${ep.id}`);
    } finally {
      await hooks.close();
    }
  });

  it("honours the receiver's Retry-After", async () => {
    receiver.answers.push({ status: 503, headers: { 'retry-after': '120' } });
    await newUser(admin, 'Cid');
    const list = await settled(admin, endpoint.id, 4);
    const waiting = list.find((d) => d.status === 'retrying');
    const wait = Date.parse(waiting?.nextAttemptAt ?? '') - Date.parse(waiting?.lastAttemptAt ?? '');
    expect(wait).toBeGreaterThanOrEqual(119_000);
    expect(wait).toBeLessThan(121_000);
    await retryNow();
    expect((await settled(admin, endpoint.id, 4)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('does not follow a redirect', async () => {
    const before = receiver.received.length;
    receiver.answers.push({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } });
    await newUser(admin, 'Dan');
    const list = await settled(admin, endpoint.id, 5);
    expect(list.find((d) => d.responseCode === 302)).toMatchObject({ status: 'retrying' });
    expect(receiver.received.length).toBe(before + 1);
    await retryNow();
    await settled(admin, endpoint.id, 5);
  });

  it('sends nothing for a change that rolled back, and nothing to an endpoint turned off', async () => {
    const count = async () => (await t.db.select().from(webhookDeliveries)).length;
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhook(tx, admin.companyId, 'user.created', { userId: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);

    const off = await call(admin, 'PUT', `/company/webhooks/${endpoint.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    await newUser(admin, 'Eve');
    expect(await count()).toBe(before);
    await call(admin, 'PUT', `/company/webhooks/${endpoint.id}`, { enabled: true });
  });

  it('delivers log created and approved events from play', async () => {
    const g = await setUpGame(t);
    const hooks = await startReceiver();
    try {
      const ep = await addEndpoint(g.organiser, hooks.url, ['log.created', 'log.approved', 'log.rejected']);
      hooks.useSecret(ep.secret);
      const p = await g.player();
      const log = await call(p, 'POST', `/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.workout.id,
      });
      expect(log.statusCode, log.body).toBe(201);
      const review = await call(g.organiser, 'POST', `/game/${g.game.id}/review`, {
        logIds: [log.json().id],
        decision: 'approve',
      });
      expect(review.statusCode, review.body).toBe(200);
      await settled(g.organiser, ep.id, 2);
      expect(hooks.received.map((r) => [r.type, r.data.logId, r.verified])).toEqual([
        ['log.created', log.json().id, true],
        ['log.approved', log.json().id, true],
      ]);
    } finally {
      await hooks.close();
    }
  });

  it('delivers badge awarded and round closed events', async () => {
    const g = await setUpGame(t);
    const hooks = await startReceiver();
    try {
      const ep = await addEndpoint(g.organiser, hooks.url, ['badge.awarded', 'round.closed']);
      hooks.useSecret(ep.secret);
      const p = await g.player();
      const { badgeId, roundId } = await addBadgeAndPastRound(t, g);
      const awarded = await call(g.organiser, 'POST', `/badges/${badgeId}/awards`, {
        userId: p.user.id,
        reason: 'Helped the team',
      });
      expect(awarded.statusCode, awarded.body).toBe(200);
      await t.db.transaction((tx) => closeRound(tx, roundId, new Date(), true));
      await settled(g.organiser, ep.id, 2);
      expect(hooks.received.map((r) => [r.type, r.verified]).sort()).toEqual([
        ['badge.awarded', true],
        ['round.closed', true],
      ]);
      expect(hooks.received.find((r) => r.type === 'round.closed')?.data).toMatchObject({
        roundId,
        gameId: g.game.id,
      });
      expect(hooks.received.find((r) => r.type === 'badge.awarded')?.data).toMatchObject({
        badgeId,
        userId: p.user.id,
      });
    } finally {
      await hooks.close();
    }
  });

  it("answers 404 for another company's endpoint and deliveries", async () => {
    const other = await t.signIn('company_admin');
    const [delivery] = await deliveriesOf(admin, endpoint.id);
    expect((await call(other, 'GET', `/company/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', `/company/webhooks/${endpoint.id}`, { enabled: false })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/company/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/company/webhook-deliveries/${delivery?.id}/resend`)).statusCode).toBe(
      404,
    );
    expect((await call(other, 'GET', '/company/webhooks')).json().data).toEqual([]);
  });

  it('two app instances on one database deliver each event once', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logStream: false });
    await second.ready();
    const hooks = await startReceiver();
    try {
      const ep = await addEndpoint(admin, hooks.url, ['user.created']);
      hooks.useSecret(ep.secret);
      for (let i = 0; i < 12; i++) expect((await newUser(admin, `Twin${i}x`)).statusCode).toBe(201);
      await vi.waitFor(
        async () => {
          await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
          const list = await deliveriesOf(admin, ep.id);
          expect(list.filter((d) => d.status === 'delivered')).toHaveLength(12);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(hooks.received).toHaveLength(12);
      expect(new Set(hooks.received.map((r) => r.id)).size).toBe(12);
      expect(hooks.received.every((r) => r.verified)).toBe(true);
      await call(admin, 'DELETE', `/company/webhooks/${ep.id}`);
    } finally {
      await second.close();
      await hooks.close();
    }
  });
});

describe('addresses webhooks may not reach', () => {
  let strict: TestContext;
  let as: Session;
  beforeAll(async () => {
    strict = await createTestApp();
    as = await strict.signIn('company_admin');
  });
  afterAll(() => strict.close());

  const add = (url: string) =>
    strict.app.inject({
      method: 'POST',
      url: '/api/company/webhooks',
      headers: as.headers,
      payload: { url, events: ['user.created'] },
    });
  const refusedField = (res: { statusCode: number; json(): unknown }) => {
    const body = res.json() as { details?: { path: string; messageCode: string }[] };
    return [res.statusCode, body.details?.map((d) => `${d.path}: ${d.messageCode}`)];
  };

  it('refuses plain http and private, loopback and link-local addresses written in the URL', async () => {
    expect(refusedField(await add('http://hooks.example.com/rally'))).toEqual([
      400,
      ['url: webhooks.httpsRequired'],
    ]);
    for (const url of [
      receiver.url,
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fe80::1]/hooks',
      'https://192.168.0.10/hooks',
    ])
      expect(refusedField(await add(url)), url).toEqual([400, ['url: webhooks.addressNotAllowed']]);
  });

  it('checks a name after DNS: a name resolving to loopback is never called', async () => {
    const res = await add(`https://localhost:${receiver.port}/hooks`);
    expect(res.statusCode).toBe(201);
    const before = receiver.received.length;
    await strict.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as.headers,
      payload: { fullName: 'Far', email: 'far@hooks.test', role: 'player', sendInvitation: false },
    });
    const list = await vi.waitFor(
      async () => {
        await strict.app.jobs.runDue();
        const got = (
          await strict.app.inject({
            url: `/api/company/webhooks/${res.json().id}/deliveries`,
            headers: as.headers,
          })
        ).json().data as TWebhookDelivery[];
        if (got[0]?.status !== 'failed') throw new Error('not yet');
        return got;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(list[0]).toMatchObject({ status: 'failed', responseCode: null, attempts: 1 });
    expect(list[0]?.responseExcerpt).toMatch(/^address not allowed: (127\.0\.0\.1|::1)$/);
    expect(receiver.received.length).toBe(before);
  });
});
