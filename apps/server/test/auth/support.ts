import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, outboxMessages, passwordLinks } from '../../src/db/schema/index.ts';
import { randomToken, sha256 } from '../../src/lib/secrets.ts';
import { clientHeaders, type TestContext } from '../helpers.ts';

/** A call of the public client (api key pair), from `remoteAddress` when a test needs its own limit bucket. */
export function post(t: TestContext, url: string, payload: unknown, opts: { remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: clientHeaders,
    payload: payload as Record<string, unknown>,
    ...opts,
  });
}

/** A company admin (signed in with `headers`) adding a player by e-mail: `POST /users`. */
export function createPlayer(
  t: TestContext,
  headers: Record<string, string>,
  email: string,
  fullName: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: { email, fullName, role: 'player' },
  });
}

/** Answers compared for sameness: everything but the request id, which differs on purpose. */
export function withoutRequestId(body: Record<string, unknown>) {
  const { requestId: _, ...rest } = body;
  return rest;
}

/** An invitation link of the user, stored as an invitation stores it, valid for `ttlMs`; answers its token. */
export async function insertInviteLink(
  t: TestContext,
  user: { id: string; companyId: string },
  ttlMs = 3_600_000,
) {
  const token = randomToken();
  await t.db.insert(passwordLinks).values({
    companyId: user.companyId,
    userId: user.id,
    tokenHash: sha256(token),
    purpose: 'invite',
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The newest mail of a template to an address, or undefined. */
export async function lastMail(t: TestContext, to: string, template: string) {
  const [mail] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return mail;
}

/**
 * The first admin of a new self-registered trial company (register, confirm the mailed link, sign
 * in), on the largest plan: room for uploads in the plan's users, while the trial and its mail cap
 * stay (decision 0022).
 */
export async function registerTrialAdmin(t: TestContext, email: string) {
  const password = 'a long trial passphrase';
  await post(t, '/auth/register', {
    companyName: 'Trial Co',
    fullName: 'Tia Trial',
    email,
    password,
    language: 'en',
  });
  const token = (await lastMail(t, email, 'confirmEmail'))?.text.match(/confirm-email\/([\w-]+)/)?.[1];
  expect((await post(t, '/auth/confirm-email', { token })).statusCode).toBe(200);
  const session = (await post(t, '/auth/gettoken', { email, password })).json();
  await t.db.update(companies).set({ plan: 'enterprise' }).where(eq(companies.id, session.user.companyId));
  return {
    companyId: session.user.companyId as string,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}
