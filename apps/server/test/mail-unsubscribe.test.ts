import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOptOuts, outboxMessages } from '../src/db/schema/index.ts';
import { createMailer, type MailRequest } from '../src/mail/outbox.ts';
import { unsubscribeToken } from '../src/mail/unsubscribe.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';

type Sent = { to: string; headers?: Record<string, string>; text: string; html: string };

/**
 * One-click unsubscribe (RFC 8058, decision 0032): category mails carry the headers and a link,
 * account mail none; the link's POST stops the category without signing in, its GET changes
 * nothing, and a forged or broken token is refused as a bad request, never a server error.
 */
describe('one-click unsubscribe', () => {
  let t: TestContext;
  let player: Session;
  const sent: Sent[] = [];
  let mailer: ReturnType<typeof createMailer>;
  beforeAll(async () => {
    t = await createTestApp();
    player = await t.signIn('player');
    mailer = createMailer({
      db: t.db,
      from: 'Rally <rally@example.com>',
      log: pino({ level: 'silent' }),
      transport: { sendMail: async (m) => void sent.push(m) },
      unsubscribe: { secret: t.config.jwtSecret, appUrl: t.config.appUrl },
    });
  });
  afterAll(() => t.close());

  const notice = (key: string): MailRequest<'roundResults'> => ({
    companyId: player.companyId,
    to: player.user.email,
    template: 'roundResults',
    language: 'en',
    vars: { name: 'Ana', game: 'G', round: 'R1', winners: 'Reds', url: 'https://rally.example/x' },
    dedupeKey: key,
    optOut: { userId: player.user.id, category: 'notices' },
  });
  const reset: MailRequest<'resetLink'> = {
    companyId: '',
    to: 'someone@example.com',
    template: 'resetLink',
    language: 'en',
    vars: { name: 'Ana', url: 'https://rally.example/rally/reset-password/x' },
  };
  const post = (token: string, body = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const stopped = async () =>
    (await t.db.select().from(mailOptOuts).where(eq(mailOptOuts.userId, player.user.id))).map(
      (r) => r.category,
    );
  const tokenOf = (headers: Record<string, string> | undefined) =>
    decodeURIComponent(/token=([^>]+)>/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');

  it('puts the RFC 8058 headers and a link on category mails, none on account mail', async () => {
    await mailer.enqueue(t.db, notice('n1'));
    await mailer.enqueue(t.db, { ...reset, companyId: player.companyId });
    await mailer.flush();
    const category = sent.find((m) => m.to === player.user.email);
    const account = sent.find((m) => m.to === 'someone@example.com');
    expect(category?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/mail\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(category?.text).toContain('/rally/unsubscribe?token=');
    expect(category?.html).toContain('Unsubscribe</a>');
    expect(account?.headers).toBeUndefined();
    expect(account?.text).not.toContain('unsubscribe');
    // The token is not stored: the headers are built when the mail goes out.
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, 'n1'));
    expect(row).toMatchObject({ userId: player.user.id, category: 'notices' });
  });

  it('a GET of the link leads to the page and stops nothing', async () => {
    const token = tokenOf(sent.find((m) => m.to === player.user.email)?.headers);
    const res = await t.app.inject({ url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${t.config.appUrl}/rally/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    const check = await t.app.inject({
      url: `/api/mail/unsubscribe/check?token=${encodeURIComponent(token)}`,
    });
    expect(check.json()).toEqual({ category: 'notices', optedOut: false });
    expect(await stopped()).toEqual([]);
  });

  it('the one-click POST stops that category only, without signing in; later mail of it is not written', async () => {
    const token = tokenOf(sent.find((m) => m.to === player.user.email)?.headers);
    const res = await post(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ category: 'notices', optedOut: true });
    expect((await post(token)).statusCode).toBe(200);
    expect(await stopped()).toEqual(['notices']);

    await mailer.enqueue(t.db, notice('n2'));
    const digest: MailRequest<'weeklyDigest'> = {
      companyId: player.companyId,
      to: player.user.email,
      template: 'weeklyDigest',
      language: 'en',
      vars: { name: 'Ana', summary: 'x', url: 'https://rally.example/' },
      dedupeKey: 'd1',
      optOut: { userId: player.user.id, category: 'digest' },
    };
    await mailer.enqueue(t.db, digest);
    const keys = (await t.outbox(player.user.email)).map((m) => m.dedupeKey).sort();
    expect(keys).toEqual(['d1', 'n1']);
  });

  it('mail of a category waiting in the outbox when its person stops it is not sent', async () => {
    await t.db.delete(mailOptOuts).where(eq(mailOptOuts.userId, player.user.id));
    await mailer.enqueue(t.db, notice('waiting'));
    const res = await post(unsubscribeToken(t.config.jwtSecret, player.user.id, 'notices'));
    expect(res.statusCode).toBe(200);
    const before = sent.length;
    await mailer.flush();
    // Other categories' mail waiting for this person (an earlier test's digest) still goes.
    const notices = sent.slice(before).filter((m) => tokenOf(m.headers).includes('.notices.'));
    expect(notices).toEqual([]);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, 'waiting'))).toEqual(
      [],
    );
  });

  it('refuses a broken or forged token with 400, an unknown user with 404, never a 500', async () => {
    const good = unsubscribeToken(t.config.jwtSecret, player.user.id, 'digest');
    const forged = unsubscribeToken('another-secret-that-is-long-enough-000000', player.user.id, 'digest');
    for (const bad of [
      'x',
      `${good}x`,
      forged,
      good.replace('.digest.', '.notices.'),
      // Its last character changed (a signature ending in 'A' once stayed the same: 1 run in 64 failed).
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await post(bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().details?.[0]?.path).toBe('token');
    }
    const nobody = unsubscribeToken(t.config.jwtSecret, randomUUID(), 'digest');
    expect((await post(nobody)).statusCode).toBe(404);
    expect((await post(good, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' })).statusCode).toBe(400);
    expect(await stopped()).toEqual(['notices']);
    // The token never reaches the logs.
    expect(t.logs.join('')).not.toContain(good.split('.')[2]);
  });

  it('the settings show the stopped categories and undo them', async () => {
    const url = `/api/users/${player.user.id}/mail-opt-outs`;
    const read = await t.app.inject({ url, headers: player.headers });
    expect(read.json()).toEqual({ categories: ['notices'] });
    const put = (categories: string[]) =>
      t.app.inject({ method: 'PUT', url, headers: player.headers, payload: { categories } });
    expect((await put(['digest', 'reminders'])).json()).toEqual({ categories: ['digest', 'reminders'] });
    expect((await put([])).json()).toEqual({ categories: [] });
    expect((await put(['weekly'])).statusCode).toBe(400);
    await mailer.enqueue(t.db, notice('n3'));
    expect((await t.outbox(player.user.email)).map((m) => m.dedupeKey)).toContain('n3');
  });
});
