import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVEN_ANSWER_MS } from '../../src/areas/auth/even-time.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { createPlayer, post, withoutRequestId } from './support.ts';

/** A UUID v7, as every id the server makes: an unknown e-mail's request id must look the same. */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh app with one player, and their e-mail: an address that has an account. */
async function appWithPlayer() {
  const t = await createTestApp();
  return { t, known: (await t.signIn('player')).user.email };
}

/**
 * Asking for a password reset tells nobody whether an account exists: an existing and an unknown
 * e-mail get the same status, the same headers that matter and the same body (DESIGN section 4).
 */
describe('forgot-password answers alike for existing and unknown e-mails', () => {
  let t: TestContext;
  let known: string;
  beforeAll(async () => ({ t, known } = await appWithPlayer()));
  afterAll(() => t.close());

  let address = 0;
  /** Each call from its own address: the per-address limit must not tell the two apart either. */
  const ask = (url: string, email: string) =>
    post(t, url, { email }, { remoteAddress: `198.18.0.${++address}` });
  /** What a caller sees, less the ids that differ by nature (the call's, a code request's). */
  const shape = (res: Awaited<ReturnType<typeof ask>>) => ({
    status: res.statusCode,
    type: res.headers['content-type'],
    body: withoutRequestId(res.json()),
  });

  it('by link: same status and body', async () => {
    const existing = await ask('/user/forgotpassword', known);
    const unknown = await ask('/user/forgotpassword', 'nobody-at-all@example.com');
    expect(existing.statusCode).toBe(200);
    expect(shape(unknown)).toEqual(shape(existing));
  });

  it('by code: same status and body, with a request id of the same form', async () => {
    const existing = await ask('/auth/forgotpassword', known);
    const unknown = await ask('/auth/forgotpassword', 'nobody-at-all@example.com');
    expect(existing.statusCode).toBe(200);
    expect(existing.json().requestId).toMatch(UUID_V7);
    expect(unknown.json().requestId).toMatch(UUID_V7);
    // The request ids differ by nature; everything else is the same.
    expect(shape(unknown)).toEqual(shape(existing));
  });
});

/**
 * Timing: the known path writes a link and a mail, the unknown one only looks up (11.8 against
 * 5.5 ms before); both now answer no sooner than a floor well above either.
 */
describe('forgot-password takes the same time for existing and unknown e-mails', () => {
  let t: TestContext;
  let known: string;
  beforeAll(async () => ({ t, known } = await appWithPlayer()));
  afterAll(() => t.close());

  let address = 0;
  async function timed(url: string, email: string) {
    const start = performance.now();
    const res = await post(t, url, { email }, { remoteAddress: `198.19.0.${++address}` });
    expect(res.statusCode).toBe(200);
    return performance.now() - start;
  }

  it('answers no sooner than the floor either way, by link and by code', async () => {
    for (const url of ['/user/forgotpassword', '/auth/forgotpassword']) {
      for (const email of [known, 'nobody-at-all@example.com']) {
        expect(await timed(url, email)).toBeGreaterThanOrEqual(EVEN_ANSWER_MS);
      }
    }
  });
});

/**
 * A company admin adding a user cannot learn where an e-mail is used: an address of another
 * company and one of their own get the same neutral refusal, which names neither (decision 0011).
 */
describe('adding a user answers alike for e-mails of any company', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses with one neutral message, whoever holds the address', async () => {
    const admin = await t.signIn('company_admin');
    const own = (await t.signIn('player', { companyId: admin.companyId })).user.email;
    const elsewhere = (await t.signIn('player')).user.email;
    const add = (email: string) => createPlayer(t, admin.headers, email, 'New Person');
    const [mine, theirs] = [await add(own), await add(elsewhere)];
    expect(theirs.statusCode).toBe(409);
    expect(withoutRequestId(theirs.json())).toEqual(withoutRequestId(mine.json()));
    expect(theirs.json()).toMatchObject({
      messageCode: 'users.emailUnusable',
      message: 'This e-mail cannot be used.',
    });
  });
});
