import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushToUsers } from '../src/areas/push/service.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { jobs, playerBadges, pushSubscriptions } from '../src/db/schema/index.ts';
import { caller, paths } from './content-fixtures.ts';
import { dayFromToday as day, type TestContext } from './helpers.ts';
import { setUpGame } from './play-fixtures.ts';
import { usePushApp } from './push-fixtures.ts';
import { type PeerDevice, type PushPeer, vapidKeys } from './push-peer.ts';

describe('Web Push to players’ devices', () => {
  let peer: PushPeer;
  let t: TestContext;
  const { subscribed } = usePushApp((opened) => {
    ({ t, peer } = opened);
  });

  const devicesOf = (userId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const pushJobs = () => t.db.select().from(jobs).where(eq(jobs.name, 'push.send'));
  /** Makes every push waiting for its back-off due now, as the clock would after the wait. */
  const backOffOver = () =>
    t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.name, 'push.send'), eq(jobs.state, 'queued')));

  /** A running game with a round that has ended, and its players. */
  async function roundToClose() {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    // Ann scores in it, so it has a winner to announce.
    const logged = await caller(t, ann.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
      day: day(-4),
    });
    expect(logged.statusCode).toBe(201);
    const add = await caller(t, g.organiser.headers).post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'Week 1', startDate: day(-6), endDate: day(-3) }],
    });
    const [round] = add.json() as { id: string }[];
    if (!round) throw new Error('round missing');
    const close = () => caller(t, g.organiser.headers).post(`/settimes/${round.id}/close`, {});
    return { g, ann, bob, round, close };
  }

  it('a closed round reaches each player’s every device, encrypted, signed, in their language, after the request', async () => {
    const { g, ann, bob, close } = await roundToClose();
    const phone = await subscribed(ann.headers);
    const laptop = await subscribed(ann.headers);
    await t.db.execute(sql`update users set language = 'de' where id = ${bob.user.id}`);
    const bobsPhone = await subscribed(bob.headers);

    expect((await close()).statusCode).toBe(200);
    // The request only froze the round: nothing was sent while it ran.
    expect(phone.received).toEqual([]);
    await t.app.jobs.runDue();

    const message = (lang: string) => ({
      type: 'roundClosed',
      params: { game: g.game.name, round: 'Week 1', winners: expect.any(String) },
      link: '/',
      lang,
    });
    expect(peer.problems).toEqual([]);
    expect(phone.received).toEqual([message('en')]);
    expect(laptop.received).toEqual([message('en')]);
    expect(bobsPhone.received).toEqual([message('de')]);
    const [row] = await devicesOf(bob.user.id);
    expect(row?.lastSuccessAt).not.toBeNull();
  });

  it('one event is pushed once, however often it is announced', async () => {
    const player = await t.signIn('player');
    const phone = await subscribed(player.headers);
    const push = () =>
      t.db.transaction((tx) =>
        pushToUsers(tx, {
          key: 'test:once',
          users: [{ id: player.user.id, language: 'fr' }],
          type: 'gameStarted',
          params: { name: 'Spring steps' },
          link: '/',
        }),
      );
    expect(await push()).toBe(1);
    expect(await push()).toBe(0);
    await t.app.jobs.runDue();
    expect(phone.received).toEqual([
      { type: 'gameStarted', params: { name: 'Spring steps' }, link: '/', lang: 'fr' },
    ]);
  });

  it('a device its push service calls gone (410, 404) is removed; the others keep theirs', async () => {
    const { ann, bob, close } = await roundToClose();
    const gone = await subscribed(ann.headers);
    gone.goneWith = 410;
    const unknown = await subscribed(ann.headers);
    unknown.goneWith = 404;
    const kept = await subscribed(bob.headers);
    await close();
    await t.app.jobs.runDue();
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect(await devicesOf(bob.user.id)).toHaveLength(1);
    expect(kept.received).toHaveLength(1);
    // Given up on, not failed: no retry is left waiting.
    expect((await pushJobs()).filter((j) => j.state === 'queued')).toEqual([]);
  });

  it('a push service that fails (500) or asks to slow down (429) gets the message again after a back-off', async () => {
    const { ann, bob, close } = await roundToClose();
    const failing = await subscribed(ann.headers);
    failing.failNext = [500];
    const busy = await subscribed(bob.headers);
    busy.failNext = [429, 429];
    await close();
    await t.app.jobs.runDue();
    expect(failing.received).toEqual([]);
    const waiting = (await pushJobs()).filter((j) => j.state === 'queued');
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      expect(job.lastError).toMatch(/push service answered (500|429)/);
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    }

    await backOffOver();
    await t.app.jobs.runDue();
    expect(failing.received).toHaveLength(1);
    expect(busy.received).toEqual([]);
    await backOffOver();
    await t.app.jobs.runDue();
    expect(busy.received).toHaveLength(1);
    expect(failing.received).toHaveLength(1);
    expect(await devicesOf(ann.user.id)).toHaveLength(1);
  });

  it('a push service that says when to come back (Retry-After, seconds or a date) gets the message then, within the scheduler’s bounds', async () => {
    const { ann, bob, close } = await roundToClose();
    const inSeconds = await subscribed(ann.headers);
    inSeconds.failNext = [{ status: 429, retryAfter: '120' }];
    const atDate = await subscribed(ann.headers);
    atDate.failNext = [{ status: 503, retryAfter: new Date(Date.now() + 300_000).toUTCString() }];
    const tooLong = await subscribed(bob.headers);
    tooLong.failNext = [{ status: 429, retryAfter: '86400' }];
    const tooSoon = await subscribed(bob.headers);
    tooSoon.failNext = [{ status: 429, retryAfter: '0' }];
    await close();
    await t.app.jobs.runDue();

    const rows = await t.db.select().from(pushSubscriptions);
    const idOf = (device: PeerDevice) => rows.find((r) => r.endpoint === device.subscription.endpoint)?.id;
    const queued = (await pushJobs()).filter((j) => j.state === 'queued');
    /** Seconds until the device's push is tried again. */
    const waitOf = (device: PeerDevice) => {
      const job = queued.find(
        (j) => (j.payload as { subscriptionId: string }).subscriptionId === idOf(device),
      );
      if (!job) throw new Error('no retry waiting');
      return (job.runAt.getTime() - Date.now()) / 1000;
    };
    // Upper bounds exact (the wait asked for, or the bound), lower ones loose: time passes meanwhile.
    expect(waitOf(inSeconds)).toBeGreaterThan(60);
    expect(waitOf(inSeconds)).toBeLessThanOrEqual(121);
    expect(waitOf(atDate)).toBeGreaterThan(240);
    expect(waitOf(atDate)).toBeLessThanOrEqual(301);
    // A day is more than the scheduler ever waits (10 minutes); nothing is less than its back-off (5 s).
    expect(waitOf(tooLong)).toBeGreaterThan(540);
    expect(waitOf(tooLong)).toBeLessThanOrEqual(601);
    expect(waitOf(tooSoon)).toBeLessThanOrEqual(6);
    expect(queued.map((j) => j.lastError).sort()).toEqual([
      'push service answered 429, retry after 0 s',
      'push service answered 429, retry after 120 s',
      'push service answered 429, retry after 86400 s',
      // A date has whole seconds, and time passes: about 300.
      expect.stringMatching(/^push service answered 503, retry after (29\d|300) s$/),
    ]);

    await backOffOver();
    await t.app.jobs.runDue();
    for (const device of [inSeconds, atDate, tooLong, tooSoon]) expect(device.received).toHaveLength(1);
    expect(peer.problems).toEqual([]);
  });

  it('a push service that refuses our key (403: the device subscribed with another pair) keeps the device, drops that message without retrying, and warns', async () => {
    const { ann, close } = await roundToClose();
    const stale = await subscribed(ann.headers, peer.device(vapidKeys().publicKey));
    await close();
    await t.app.jobs.runDue();
    expect(stale.received).toEqual([]);
    // Not removed as gone: the device may subscribe again with our key on its next visit, or the
    // operator may put the old pair back.
    const [device] = await devicesOf(ann.user.id);
    expect(device).toBeDefined();
    const [job] = (await pushJobs()).filter(
      (j) => (j.payload as { subscriptionId: string }).subscriptionId === device?.id,
    );
    // Not retried: every attempt would be refused the same way.
    expect(job?.state).toBe('done');
    const warning = t.logs.find((line) => line.includes('does not accept our VAPID key'));
    expect(warning).toContain(`"subscriptionId":"${device?.id}"`);
    expect(warning).toContain('"status":403');
  });

  it('keeps one subscription per device: subscribing again updates it, and a device signed into by another user becomes theirs', async () => {
    const ann = await t.signIn('player');
    const device = await subscribed(ann.headers);
    const renewed = { ...device, subscription: { ...device.subscription } };
    await subscribed(ann.headers, renewed);
    expect(await devicesOf(ann.user.id)).toHaveLength(1);

    const list = await caller(t, ann.headers).get('/push/subscriptions');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          userAgent: 'Test phone',
          createdAt: expect.any(String),
          lastSuccessAt: null,
        },
      ],
    });
    expect(list.body).not.toContain(device.subscription.endpoint);

    const colleague = await t.signIn('player', { companyId: ann.companyId });
    await subscribed(colleague.headers, device);
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect(await devicesOf(colleague.user.id)).toHaveLength(1);
  });

  it('signing out everywhere drops every device of the user: no push reaches a signed-out device', async () => {
    const ann = await t.signIn('player');
    const colleague = await t.signIn('player', { companyId: ann.companyId });
    const phone = await subscribed(ann.headers);
    const laptop = await subscribed(ann.headers);
    const theirs = await subscribed(colleague.headers);
    const out = await caller(t, ann.headers).post('/auth/logout', { everywhere: true });
    expect(out.statusCode).toBe(204);
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect(await devicesOf(colleague.user.id)).toHaveLength(1);

    const sent = await t.db.transaction((tx) =>
      pushToUsers(tx, {
        key: 'test:signed-out',
        users: [ann.user, colleague.user].map((u) => ({ id: u.id, language: 'en' })),
        type: 'gameStarted',
        params: { name: 'Spring steps' },
        link: '/',
      }),
    );
    expect(sent).toBe(1);
    await t.app.jobs.runDue();
    expect([phone.received, laptop.received]).toEqual([[], []]);
    expect(theirs.received).toHaveLength(1);
  });

  it('removes one’s own device; another user’s reads as not found and stays', async () => {
    const ann = await t.signIn('player');
    const stranger = await t.signIn('company_admin');
    await subscribed(ann.headers);
    const [row] = await devicesOf(ann.user.id);
    expect((await caller(t, stranger.headers).delete(`/push/subscriptions/${row?.id}`)).statusCode).toBe(404);
    expect(await devicesOf(ann.user.id)).toHaveLength(1);
    expect((await caller(t, ann.headers).delete(`/push/subscriptions/${row?.id}`)).statusCode).toBe(204);
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect((await caller(t).get('/push/subscriptions')).statusCode).toBe(401);
  });

  it('refuses an endpoint that is not a push service, or keys that are not a browser’s, naming the field', async () => {
    const ann = await t.signIn('player');
    const { subscription } = peer.device();
    const refused = async (body: object, field: string) => {
      const res = await caller(t, ann.headers).put('/push/subscriptions', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(paths(res.json())).toEqual([field]);
    };
    // The server posts to the endpoint: an address of its own network must not be accepted.
    await refused({ ...subscription, endpoint: 'https://10.0.0.1/admin' }, 'endpoint');
    await refused({ ...subscription, endpoint: 'http://127.0.0.1:1/push/x' }, 'endpoint');
    await refused({ ...subscription, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint');
    await refused({ ...subscription, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/x' }, 'endpoint');
    await refused({ ...subscription, endpoint: 'ftp://fcm.googleapis.com/x' }, 'endpoint');
    await refused({ ...subscription, keys: { ...subscription.keys, p256dh: 'short' } }, 'keys.p256dh');
    await refused({ ...subscription, keys: { ...subscription.keys, auth: '' } }, 'keys.auth');
    expect(await devicesOf(ann.user.id)).toEqual([]);
    const fcm = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' };
    expect((await caller(t, ann.headers).put('/push/subscriptions', fcm)).statusCode).toBe(200);
  });

  it('a badge earned, taken back by hand, reaches the player’s device after the request, each in its own words', async () => {
    const g = await setUpGame(t);
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    await t.db.execute(sql`update users set language = 'pt' where id = ${ann.user.id}`);
    const phone = await subscribed(ann.headers);
    const org = caller(t, g.organiser.headers);
    expect(
      (await org.post(`/game/${g.game.id}/badges`, { rule: { kind: 'firstLog', params: {} } })).statusCode,
    ).toBe(201);
    const manual = (
      await org.post(`/game/${g.game.id}/badges`, { rule: { kind: 'manual', params: {} }, name: 'Helper' })
    ).json() as { id: string };

    const logged = await caller(t, ann.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
    });
    expect(logged.statusCode).toBe(201);
    // The log only queued its word: no push went while the request ran.
    expect(phone.received).toEqual([]);
    expect(
      (await org.post(`/badges/${manual.id}/awards`, { userId: ann.user.id, reason: 'Led the walk.' }))
        .statusCode,
    ).toBe(200);
    expect((await org.delete(`/badges/${manual.id}/awards/${ann.user.id}`)).statusCode).toBe(204);
    await t.app.jobs.runDue();

    expect(peer.problems).toEqual([]);
    const types = phone.received.map((m) => (m as { type: string }).type).sort();
    expect(types).toEqual(['badgeEarned', 'badgeEarned', 'badgeTakenBack']);
    expect(phone.received).toContainEqual({
      type: 'badgeTakenBack',
      params: expect.objectContaining({ kind: 'manual', name: 'Helper', gameId: g.game.id }),
      link: '/',
      lang: 'pt',
    });
    // Running the jobs again sends nothing twice.
    await t.app.jobs.runDue();
    expect(phone.received).toHaveLength(3);
  });

  it('a badge earned by a player without a device queues no push; with one it does', async () => {
    const g = await setUpGame(t);
    await caller(t, g.organiser.headers).post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'firstLog', params: {} },
    });
    // Whose badge each push job is for, sorted: a table's rows come in no set order (PostgreSQL
    // returns them as they lie, which updates move).
    const pushJobs = async () =>
      (await t.db.select().from(jobs).where(eq(jobs.name, 'badges.push')))
        .map((j) => (j.payload as { notices: { userId: string }[] }).notices[0]?.userId ?? '')
        .sort();
    const before = await pushJobs();
    const log = async (p: { headers: Record<string, string> }) =>
      expect(
        (
          await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
            behaviourId: g.behaviours.steps.id,
          })
        ).statusCode,
      ).toBe(201);
    const without = await g.player(g.teams.red);
    await log(without);
    // Earned (and told in the app), with nothing to push.
    expect(
      await t.db.select().from(playerBadges).where(eq(playerBadges.userId, without.user.id)),
    ).toHaveLength(1);
    expect(await pushJobs()).toEqual(before);
    const ann = await g.player(g.teams.red);
    const phone = await subscribed(ann.headers);
    await log(ann);
    expect(await pushJobs()).toEqual([...before, ann.user.id].sort());
    await t.app.jobs.runDue();
    expect(phone.received.map((m) => (m as { type: string }).type)).toEqual(['badgeEarned']);
  });

  it('a badge added reaches every player it is awarded to at once, each in their language', async () => {
    const g = await setUpGame(t);
    const ann = await g.player(g.teams.red);
    const bob = await g.player(g.teams.blue);
    await t.db.execute(sql`update users set language = 'de' where id = ${bob.user.id}`);
    const phones = [await subscribed(ann.headers), await subscribed(bob.headers)];
    for (const p of [ann, bob]) {
      const logged = await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.steps.id,
      });
      expect(logged.statusCode).toBe(201);
    }
    const added = await caller(t, g.organiser.headers).post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'firstLog', params: {} },
    });
    expect(added.statusCode).toBe(201);
    await t.app.jobs.runDue();
    expect(
      phones.map((phone) =>
        phone.received.map((m) => [(m as { type: string }).type, (m as { lang: string }).lang]),
      ),
    ).toEqual([[['badgeEarned', 'en']], [['badgeEarned', 'de']]]);
  });

  it('never logs an endpoint or a device key', () => {
    const written = t.logs.join('');
    expect(written).not.toContain(peer.origin);
    expect(written).not.toMatch(/p256dh|"auth":/);
  });
});

describe('push configuration', () => {
  const base = { DATA_DIR: '/tmp/rally-test-data', WEB_DIST: '/nonexistent' };
  it('accepts a plain-http push service only outside production', () => {
    const origin = 'http://127.0.0.1:9999';
    expect(loadConfig({ ...base, PUSH_ENDPOINT_ORIGINS: origin }).push.extraOrigins).toEqual([origin]);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        PUSH_ENDPOINT_ORIGINS: `${origin} https://push.example`,
      }),
    ).toThrow(ConfigError);
  });
  it('takes both VAPID keys or neither, and signs as the site or the sender address', () => {
    const { publicKey } = vapidKeys();
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(/give both or neither/);
    expect(loadConfig({ ...base, APP_URL: 'https://rally.example' }).push.subject).toBe(
      'https://rally.example',
    );
    expect(loadConfig({ ...base, MAIL_FROM: 'Rally <hello@rally.example>' }).push.subject).toBe(
      'mailto:hello@rally.example',
    );
  });
});
