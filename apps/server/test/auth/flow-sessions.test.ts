import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAfterFlow } from '../../src/areas/auth/service.ts';
import { games, refreshTokens, users } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/seed/factories.ts';
import { clientHeaders, createTestApp, type TestContext } from '../helpers.ts';
import { globalTemplate, onboardingForm } from '../onboarding-fixtures.ts';
import { insertInviteLink, lastMail, post } from './support.ts';

const NEW_PASSWORD = 'a brand new passphrase';
type Answer = { statusCode: number; json(): Record<string, unknown> };

/**
 * Flows that end where sign-in would: a password set by an invitation link, a reset by link or by
 * one-time code, and an address confirmed (register, onboarding, joining a game by link) answer the
 * session `POST /auth/gettoken` answers, next to their message.
 */
describe('flows that end signed in', () => {
  let t: TestContext;
  let address = 0;
  /** Each call from its own address: the per-address limits never decide these tests. */
  const send = (url: string, body: unknown) => post(t, url, body, { remoteAddress: `10.44.0.${++address}` });
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://rally.example.com' });
  });
  afterAll(() => t.close());

  const sessionsOf = async (userId: string) =>
    Number(
      (await t.db.select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.userId, userId)))[0]?.n,
    );
  const me = (accessToken: unknown) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

  /** The answer carries a working session of `email`, as sign-in answers it: the session user is returned. */
  async function expectSignedIn(res: Answer, email: string, messageCode: string) {
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      messageCode,
      message: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email, abilities: expect.any(Array) },
    });
    const current = await me(body.accessToken);
    expect(current.statusCode).toBe(200);
    expect(current.json().user.email).toBe(email);
    // A real session: its refresh token rotates as sign-in's does.
    const refreshed = await send('/auth/refresh-token', { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    return body.user as { id: string; role: string; encrypt_id?: string };
  }
  /** The call is refused as a dead link, and opens no session. */
  const expectGoneWithoutSession = async (call: () => Promise<Answer>, userId: string) => {
    const before = await sessionsOf(userId);
    const res = await call();
    expect(res.statusCode).toBe(410);
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(await sessionsOf(userId)).toBe(before);
  };

  describe('password set by link', () => {
    const reset = (id: string, password = NEW_PASSWORD) => send('/user/resetpassword', { id, password });
    async function resetToken(email: string) {
      expect((await send('/user/forgotpassword', { email })).statusCode).toBe(200);
      const token = (await lastMail(t, email, 'resetLink'))?.text.match(/reset-password\/([\w-]+)/)?.[1];
      if (!token) throw new Error('no reset link in the mail');
      return token;
    }

    it('a reset ends the old sessions and answers a new one; the link then opens nothing', async () => {
      const old = await t.signIn('player');
      const token = await resetToken(old.user.email);
      const user = await expectSignedIn(await reset(token), old.user.email, 'auth.passwordSet');
      expect(user.id).toBe(old.user.id);
      expect((await me(old.accessToken)).statusCode).toBe(401);
      const [row] = await t.db.select().from(users).where(eq(users.id, old.user.id));
      expect(row?.lastLoginAt).toBeInstanceOf(Date);

      await expectGoneWithoutSession(() => reset(token, 'yet another passphrase'), old.user.id);
    });

    it('an accepted invitation activates the account and signs it in', async () => {
      const company = await createCompany(t.db);
      const invited = await createUser(t.db, { companyId: company.id, role: 'player' });
      const token = await insertInviteLink(t, invited);
      await expectSignedIn(await reset(token), invited.email, 'auth.passwordSet');
      await expectGoneWithoutSession(() => reset(token), invited.id);
    });

    it('a disabled account gets no session', async () => {
      const { user } = await t.signIn('player');
      const token = await resetToken(user.email);
      // Disabled behind the link's back (a disable through the API also spends the link).
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      await expectGoneWithoutSession(() => reset(token), user.id);
    });
  });

  describe('password set by one-time code', () => {
    const reset = (resetToken: string, password = NEW_PASSWORD) =>
      send('/auth/resetpassword', { resetToken, password });
    async function checkedCode(email: string) {
      const { requestId } = (await send('/auth/forgotpassword', { email })).json() as { requestId: string };
      const code = (await lastMail(t, email, 'otp'))?.subject.match(/\d{6}/)?.[0];
      const verified = await send('/auth/verifyotp', { requestId, code });
      expect(verified.statusCode).toBe(200);
      return verified.json().resetToken as string;
    }

    it('a reset with a checked code answers a session; the reset token then opens nothing', async () => {
      const old = await t.signIn('company_admin');
      const token = await checkedCode(old.user.email);
      await expectSignedIn(await reset(token), old.user.email, 'auth.passwordSet');
      expect((await me(old.accessToken)).statusCode).toBe(401);
      await expectGoneWithoutSession(() => reset(token, 'yet another passphrase'), old.user.id);
    });

    it('no session without a checked code', async () => {
      const { user } = await t.signIn('player');
      expect((await send('/auth/forgotpassword', { email: user.email })).statusCode).toBe(200);
      // The code was mailed but never checked: there is no reset token to spend.
      await expectGoneWithoutSession(() => reset('Qm9uam91ci1SYWxseS0wMTk1ZjNhMg'), user.id);
    });

    it('a disabled account gets no session', async () => {
      const { user } = await t.signIn('player');
      const token = await checkedCode(user.email);
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      await expectGoneWithoutSession(() => reset(token), user.id);
    });
  });

  describe('address confirmed', () => {
    const confirmLink = async (email: string, template: string, page: string) => {
      const token = (await lastMail(t, email, template))?.text.match(new RegExp(`${page}/([\\w-]+)`))?.[1];
      if (!token) throw new Error('no confirmation link in the mail');
      return token;
    };
    const register = (email: string) =>
      send('/auth/register', {
        companyName: 'Initrode',
        fullName: 'Bill Lumbergh',
        email,
        password: 'a long trial passphrase',
        language: 'en',
      });
    const userOf = async (email: string) => {
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row;
    };

    it('registering: the confirmation signs the new company admin in, once', async () => {
      await register('bill@initrode.example');
      const token = await confirmLink('bill@initrode.example', 'confirmEmail', 'confirm-email');
      const confirm = () => send('/auth/confirm-email', { token });
      const user = await expectSignedIn(await confirm(), 'bill@initrode.example', 'auth.emailConfirmed');
      expect(user.role).toBe('company_admin');
      await expectGoneWithoutSession(() => confirm(), user.id);
    });

    it('a disabled registered account gets no session', async () => {
      await register('milton@initrode.example');
      const token = await confirmLink('milton@initrode.example', 'confirmEmail', 'confirm-email');
      const user = await userOf('milton@initrode.example');
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      await expectGoneWithoutSession(() => send('/auth/confirm-email', { token }), user.id);
    });

    it('onboarding: the organiser is signed in with the game now live as where they land', async () => {
      const form = onboardingForm(await globalTemplate(t), {
        email: 'dom@initrode.example',
        invitees: ['michael@initrode.example'],
      });
      expect((await send('/game/onboarding', form)).statusCode).toBe(200);
      const token = await confirmLink(form.email, 'confirmEmail', 'onboarding-complete');
      const confirmed = await send('/game/onboarding/confirm', { token });
      const user = await expectSignedIn(confirmed, form.email, 'auth.emailConfirmed');
      const [game] = await t.db
        .select()
        .from(games)
        .where(eq(games.companyId, (await userOf(form.email)).companyId));
      expect(confirmed.json().game).toMatchObject({ publicId: game?.publicId, live: true });
      expect(user.encrypt_id).toBe(game?.id);

      await expectGoneWithoutSession(() => send('/game/onboarding/confirm', { token }), user.id);
    });

    it('joining a game by link: the colleague is signed in as a player', async () => {
      const form = onboardingForm(await globalTemplate(t), { email: 'peter@initrode.example', invitees: [] });
      await send('/game/onboarding', form);
      await send('/game/onboarding/confirm', {
        token: await confirmLink(form.email, 'confirmEmail', 'onboarding-complete'),
      });
      const organiser = await userOf(form.email);
      const [game] = await t.db.select().from(games).where(eq(games.companyId, organiser.companyId));
      const joinable = await t.app.inject({
        url: `/api/game/onboarding-user/${game?.publicId}`,
        headers: clientHeaders,
      });
      const teamId = joinable.json().teams[0].id;
      const joined = await send('/game/onboarding-user', {
        gameId: game?.publicId,
        teamId,
        fullName: 'Samir N.',
        email: 'samir@initrode.example',
        password: 'another long passphrase',
        language: 'en',
      });
      expect(joined.statusCode).toBe(200);
      const token = await confirmLink('samir@initrode.example', 'joinConfirm', 'confirm-email');
      const user = await expectSignedIn(
        await send('/auth/confirm-email', { token }),
        'samir@initrode.example',
        'auth.joinConfirmed',
      );
      expect(user.role).toBe('player');
      await expectGoneWithoutSession(() => send('/auth/confirm-email', { token }), user.id);
    });
  });

  it('the session-opening function refuses an account that is not active', async () => {
    const company = await createCompany(t.db);
    for (const status of ['disabled', 'invited'] as const) {
      const user = await createUser(t.db, { companyId: company.id, password: 'whatever it was', status });
      expect(await sessionAfterFlow(t.db, t.app.jwt, user.id)).toBeUndefined();
      expect(await sessionsOf(user.id)).toBe(0);
    }
  });
});
