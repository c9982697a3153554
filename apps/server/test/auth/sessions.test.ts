import { REFRESH_REUSE_GRACE_SECONDS } from '@rally/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/secrets.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';
import { post } from './support.ts';

const HOUR = 3_600_000;

describe('sessions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => post(t, '/auth/refresh-token', { refreshToken });
  const me = (accessToken: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
  const logout = (accessToken: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      payload,
    });
  /** Another session of the same user, as from a second device. */
  const signInAgain = async (user: { email: string }) =>
    (await post(t, '/auth/gettoken', { email: user.email, password: TEST_PASSWORD })).json();
  const tokenRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
    )[0];
  const spentAgo = (token: string, ms: number) =>
    t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - ms) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
  const expectRefused = async (token: string) => {
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'INVALID_REFRESH_TOKEN',
      messageCode: 'auth.invalidRefreshToken',
      message: 'Invalid refresh token',
    });
  };

  it('rotates the refresh token on every use, keeping the session policy', async () => {
    const session = await t.signIn('player');
    const first = await tokenRow(session.refreshToken);
    expect(first?.expiresAt.getTime()).toBeCloseTo(Date.now() + 12 * HOUR, -4);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    const next = await tokenRow(pair.refreshToken);
    expect(next?.familyId).toBe(first?.familyId);
    expect((await tokenRow(session.refreshToken))?.usedAt).toBeInstanceOf(Date);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('gives "remember me" sessions 30-day refresh tokens, on every rotation', async () => {
    const { user } = await t.signIn('player');
    const res = await post(t, '/auth/gettoken', {
      email: user.email,
      password: TEST_PASSWORD,
      rememberMe: true,
    });
    const rotated = (await refresh(res.json().refreshToken)).json();
    const row = await tokenRow(rotated.refreshToken);
    expect(row?.rememberMe).toBe(true);
    expect(row?.expiresAt.getTime()).toBeCloseTo(Date.now() + 30 * 24 * HOUR, -4);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const session = await t.signIn('player');
    const next = (await refresh(session.refreshToken)).json();
    await spentAgo(session.refreshToken, (REFRESH_REUSE_GRACE_SECONDS + 5) * 1000);
    await expectRefused(session.refreshToken);
    // The legitimate successor dies with the family: the thief and the owner both must sign in again.
    await expectRefused(next.refreshToken);
  });

  it('lets two tabs refresh with the same token at once, answering both with the same successor', async () => {
    const session = await t.signIn('player');
    const tabA = await refresh(session.refreshToken);
    expect(tabA.statusCode).toBe(200);
    const { familyId } = (await tokenRow(session.refreshToken)) ?? {};
    const familySize = async () =>
      (
        await t.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.familyId, familyId ?? ''))
      ).length;
    const minted = await familySize();
    // Replayed within the grace, however often: the pair already minted, never a new one.
    for (let i = 0; i < 5; i++) {
      const replay = await refresh(session.refreshToken);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().refreshToken).toBe(tabA.json().refreshToken);
      expect((await me(replay.json().accessToken)).statusCode).toBe(200);
    }
    expect(await familySize()).toBe(minted);
    expect((await refresh(tabA.json().refreshToken)).statusCode).toBe(200);
  });

  it('gives the grace only to the latest spent token', async () => {
    const session = await t.signIn('player');
    const second = (await refresh(session.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    // Inside the grace window, but two rotations old: a replay, not a second tab.
    await expectRefused(session.refreshToken);
    await expectRefused(third.refreshToken);
  });

  it('refuses unknown and expired tokens, and tokens of disabled users', async () => {
    await expectRefused('not-a-token-we-ever-issued');
    const expired = await t.signIn('player');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(expired.refreshToken)));
    await expectRefused(expired.refreshToken);
    const disabled = await t.signIn('player');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    await expectRefused(disabled.refreshToken);
  });

  it('signs out one session, leaving the others', async () => {
    const here = await t.signIn('player');
    const elsewhere = await signInAgain(here.user);
    expect((await logout(here.accessToken, { refreshToken: here.refreshToken })).statusCode).toBe(204);
    await expectRefused(here.refreshToken);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(200);
  });

  it("ends the signed-out session's access token at once, not 10 minutes later", async () => {
    const here = await t.signIn('player');
    const elsewhere = await signInAgain(here.user);
    const rotated = (await refresh(here.refreshToken)).json();
    expect((await logout(rotated.accessToken, { refreshToken: rotated.refreshToken })).statusCode).toBe(204);
    // Both access tokens of the session (before and after rotation) die; the other session lives.
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await me(here.accessToken)).statusCode).toBe(401);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(200);
  });

  it("ignores another user's refresh token on sign-out", async () => {
    const mine = await t.signIn('player');
    const theirs = await t.signIn('player');
    expect((await logout(mine.accessToken, { refreshToken: theirs.refreshToken })).statusCode).toBe(204);
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
  });

  it('signs out everywhere: every refresh token and live access token dies, new sign-ins work', async () => {
    const here = await t.signIn('player');
    const elsewhere = await signInAgain(here.user);
    expect((await logout(here.accessToken, { everywhere: true })).statusCode).toBe(204);
    expect((await me(here.accessToken)).statusCode).toBe(401);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    await expectRefused(here.refreshToken);
    await expectRefused(elsewhere.refreshToken);
    const again = await signInAgain(here.user);
    expect((await me(again.accessToken)).statusCode).toBe(200);
  });

  it('refuses a token minted by a rotation that raced the end of all sessions', async () => {
    const session = await t.signIn('player');
    const family = await tokenRow(session.refreshToken);
    expect((await logout(session.accessToken, { everywhere: true })).statusCode).toBe(204);
    // As if a refresh had read the old token just before the revocation and inserted its successor after.
    const raced = 'a-successor-inserted-after-the-revocation';
    await t.db.insert(refreshTokens).values({
      companyId: session.companyId,
      userId: session.user.id,
      familyId: family?.familyId ?? '',
      tokenHash: sha256(raced),
      expiresAt: new Date(Date.now() + HOUR),
    });
    await expectRefused(raced);
  });

  it('accepts a sign-out without a body, and refuses one without a session', async () => {
    const session = await t.signIn('player');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(bare.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('lists the roles the caller may assign', async () => {
    const roles = async (role: 'admin' | 'company_admin' | 'player') => {
      const { headers } = await t.signIn(role);
      return (await t.app.inject({ url: '/api/user/role', headers })).json();
    };
    expect(await roles('admin')).toEqual([
      { value: 'admin', label: 'Platform admin' },
      { value: 'company_admin', label: 'Company admin' },
      { value: 'player', label: 'Player' },
      { value: 'client', label: 'Client' },
    ]);
    expect((await roles('company_admin')).map((r: { value: string }) => r.value)).toEqual([
      'company_admin',
      'player',
      'client',
    ]);
    expect(await roles('player')).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/role' })).statusCode).toBe(401);
  });
});
