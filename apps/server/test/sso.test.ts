import type { TLoginResponse } from '@rally/contracts/auth';
import type { TSsoProvider } from '@rally/contracts/sso';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoveryCache } from '../src/areas/sso/discovery-cache.ts';
import { createSsoProvider, updateSsoProvider } from '../src/areas/sso/service.ts';
import { loadConfig } from '../src/config.ts';
import { ssoLogins, ssoProviders, users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { clientHeaders, createTestApp, type Session, TEST_PASSWORD, type TestContext } from './helpers.ts';
import { signInAt, startOidcProvider } from './oidc-provider.ts';

/**
 * Single sign-on (decision 0035) against a real OpenID provider (`oidc-provider`) this file starts
 * on a port of its own: the whole authorization code flow, and each check the ID token must pass.
 */
let t: TestContext;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let admin: Session;
let redirectUri: string;
let provider: TSsoProvider;
const SECRET = 'client-secret-never-shown-0123456789';
const domain = 'acme-sso.example';

beforeAll(async () => {
  t = await createTestApp({ SSO_ALLOW_INSECURE_ISSUERS: 'true' });
  redirectUri = `${t.config.appUrl}/sso/callback`;
  idp = await startOidcProvider([
    { client_id: 'rally', client_secret: SECRET, redirect_uris: [redirectUri] },
    { client_id: 'rally-closed', client_secret: SECRET, redirect_uris: [redirectUri] },
  ]);
  admin = await t.signIn('company_admin');
  provider = await addProvider(admin, { domains: [domain, 'Sub.Acme-SSO.example'], createUsers: true });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const call = (
  as: Session | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: as ? as.headers : clientHeaders,
    ...(payload ? { payload } : {}),
  });

async function addProvider(as: Session, body: Record<string, unknown>) {
  const res = await call(as, 'POST', '/company/sso/providers', {
    issuer: idp.issuer,
    clientId: 'rally',
    clientSecret: SECRET,
    createUsers: false,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TSsoProvider;
}

/** Starts at Rally, signs in at the provider (`at`) as `email`, and answers the callback's query. */
async function throughProvider(email: string, at = idp) {
  const start = await call(undefined, 'POST', '/auth/sso/start', { email });
  expect(start.statusCode, start.body).toBe(200);
  at.addAccount(email, { email, name: `Name of ${email}` });
  const back = await signInAt(start.json().redirectUrl, email, redirectUri);
  return back.search.slice(1);
}

const finish = (query: string) => call(undefined, 'POST', '/auth/sso/callback', { query });

async function signInThroughProvider(email: string, at = idp) {
  const res = await finish(await throughProvider(email, at));
  return res;
}

const messageOf = (res: { json(): unknown }) => (res.json() as { messageCode: string }).messageCode;

describe('setting up a provider', () => {
  it('keeps the secret sealed, never answers or logs it, and lists the domains', async () => {
    expect(provider).toMatchObject({ issuer: idp.issuer, clientId: 'rally', createUsers: true });
    expect(provider.domains).toEqual([domain, 'sub.acme-sso.example']);
    expect(JSON.stringify(provider)).not.toContain(SECRET);
    const [row] = await t.db.select().from(ssoProviders).where(eq(ssoProviders.id, provider.id));
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
    expect(row?.clientSecretSealed).not.toContain(SECRET);
    const list = await call(admin, 'GET', '/company/sso/providers');
    expect(list.json().data.map((p: TSsoProvider) => p.id)).toEqual([provider.id]);
    expect(list.body).not.toContain(SECRET);
  });

  it('refuses a domain another company already has (409), naming no company', async () => {
    const other = await t.signIn('company_admin');
    const res = await call(other, 'POST', '/company/sso/providers', {
      issuer: idp.issuer,
      clientId: 'rally',
      clientSecret: SECRET,
      domains: ['fresh.example', domain],
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('sso.domainTaken');
    expect(res.body).not.toContain(admin.companyId);
  });

  it('refuses a plain-http issuer unless the operator allows it, and never in production', async () => {
    const input = {
      issuer: idp.issuer,
      clientId: 'rally',
      clientSecret: SECRET,
      domains: ['strict.example'],
      createUsers: false,
    };
    const refused = t.db.transaction((tx) =>
      createSsoProvider({
        tx,
        scope: { userId: admin.user.id, companyId: admin.companyId, role: 'company_admin' },
        input,
        serverSecret: 'x'.repeat(40),
        allowInsecureIssuers: false,
      }),
    );
    await expect(refused).rejects.toMatchObject({
      details: [expect.objectContaining({ path: 'issuer', messageCode: 'sso.httpsRequired' })],
    });
    const env = {
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_API_KEY: 'k'.repeat(12),
      PUBLIC_API_SECRET: 's'.repeat(32),
    };
    expect(loadConfig(env).sso.allowInsecureIssuers).toBe(false);
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', SSO_ALLOW_INSECURE_ISSUERS: 'true' })).toThrow(
      /SSO_ALLOW_INSECURE_ISSUERS/,
    );
  });
});

describe('signing in through the provider', () => {
  it('signs an existing player in with a session like password sign-in', async () => {
    const player = await createUser(t.db, {
      companyId: admin.companyId,
      email: `pat@${domain}`,
      password: TEST_PASSWORD,
    });
    const res = await signInThroughProvider(player.email);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as TLoginResponse;
    expect(session.user).toMatchObject({ id: player.id, email: player.email, role: 'player' });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(me.statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain(SECRET);
  });

  it('creates the player on a first sign-in when the provider says so', async () => {
    const email = `newcomer@sub.${domain}`;
    const res = await signInThroughProvider(email);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      companyId: admin.companyId,
      role: 'player',
      status: 'active',
      passwordHash: null,
    });
    expect(row?.fullName).toBe(`Name of ${email}`);
  });

  it('refuses a first sign-in when the provider does not create players', async () => {
    const closedAdmin = await t.signIn('company_admin');
    await addProvider(closedAdmin, { clientId: 'rally-closed', domains: ['closed.example'] });
    const res = await signInThroughProvider('nobody@closed.example');
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('sso.noAccount');
  });

  it('refuses a disabled user', async () => {
    const disabled = await createUser(t.db, {
      companyId: admin.companyId,
      email: `gone@${domain}`,
      status: 'disabled',
    });
    const res = await signInThroughProvider(disabled.email);
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('sso.accountDisabled');
  });

  it("refuses an e-mail of the provider's domain held by another company's user", async () => {
    const elsewhere = await createCompany(t.db);
    const user = await createUser(t.db, {
      companyId: elsewhere.id,
      email: `twin@${domain}`,
      password: TEST_PASSWORD,
    });
    const res = await signInThroughProvider(user.email);
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe('sso.otherCompany');
  });

  it('refuses an unknown domain with a message naming no company', async () => {
    const res = await call(undefined, 'POST', '/auth/sso/start', { email: 'someone@unknown-domain.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ path: 'email', messageCode: 'sso.unknownDomain' }),
    ]);
  });

  it('forgets sign-ins left unfinished once they expire (the next start clears them)', async () => {
    const stale = { companyId: admin.companyId, providerId: provider.id, nonce: 'n', codeVerifier: 'v' };
    await t.db.insert(ssoLogins).values([
      { ...stale, stateHash: 'expired-state', expiresAt: new Date(Date.now() - 60_000) },
      { ...stale, stateHash: 'live-state', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(
      (await call(undefined, 'POST', '/auth/sso/start', { email: `someone@${domain}` })).statusCode,
    ).toBe(200);
    const left = (await t.db.select().from(ssoLogins)).map((r) => r.stateHash);
    expect(left).toContain('live-state');
    expect(left).not.toContain('expired-state');
  });

  it('refuses a replayed callback: each state works once', async () => {
    const player = await createUser(t.db, {
      companyId: admin.companyId,
      email: `twice@${domain}`,
      password: TEST_PASSWORD,
    });
    const query = await throughProvider(player.email);
    expect((await finish(query)).statusCode).toBe(200);
    const again = await finish(query);
    expect(again.statusCode).toBe(410);
    expect(messageOf(again)).toBe('sso.loginExpired');
  });
});

describe('the ID token checks', () => {
  let email: string;
  beforeAll(async () => {
    email = (
      await createUser(t.db, {
        companyId: admin.companyId,
        email: `checked@${domain}`,
        password: TEST_PASSWORD,
      })
    ).email;
  });
  afterAll(() => idp.setTamper(undefined));

  const refusedWith = async (tamper: Parameters<typeof idp.setTamper>[0]) => {
    idp.setTamper(tamper);
    const res = await signInThroughProvider(email);
    idp.setTamper(undefined);
    expect(res.statusCode, res.body).toBe(401);
    expect(messageOf(res)).toBe('sso.signInRefused');
    expect(res.json()).not.toHaveProperty('accessToken');
  };

  it('refuses a token from another issuer', () =>
    refusedWith(idp.resign((c) => ({ ...c, iss: 'http://127.0.0.1:1' }))));

  it('refuses a token for another audience', () =>
    refusedWith(idp.resign((c) => ({ ...c, aud: 'another-app' }))));

  it('refuses an expired token', () => {
    const now = Math.floor(Date.now() / 1000);
    return refusedWith(idp.resign((c) => ({ ...c, iat: now - 7200, exp: now - 3600 })));
  });

  it('refuses a token replayed from an earlier sign-in (its nonce is not this one)', async () => {
    expect((await signInThroughProvider(email)).statusCode).toBe(200);
    const earlier = idp.issued.at(-1);
    if (!earlier) throw new Error('no earlier ID token');
    await refusedWith(async () => earlier);
  });

  it('refuses a token the provider did not sign', () =>
    refusedWith(async (token) => `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(342)}`));

  it('signs in again once the tokens are honest', async () => {
    expect((await signInThroughProvider(email)).statusCode).toBe(200);
  });
});

describe('a company that requires single sign-on', () => {
  it('refuses passwords except to its break-glass admin', async () => {
    const player = await createUser(t.db, { companyId: admin.companyId, password: TEST_PASSWORD });
    const otherAdmin = await createUser(t.db, {
      companyId: admin.companyId,
      role: 'company_admin',
      password: TEST_PASSWORD,
    });
    const set = await call(admin, 'PUT', '/company/sso/policy', {
      required: true,
      breakGlassUserId: admin.user.id,
    });
    expect(set.statusCode, set.body).toBe(200);
    const password = (email: string) =>
      call(undefined, 'POST', '/auth/gettoken', { email, password: TEST_PASSWORD });
    for (const user of [player, otherAdmin]) {
      const res = await password(user.email);
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe('auth.ssoRequired');
    }
    expect((await password(admin.user.email)).statusCode).toBe(200);
    // The provider still signs the company's people in.
    const sso = await createUser(t.db, {
      companyId: admin.companyId,
      email: `still@${domain}`,
      password: TEST_PASSWORD,
    });
    expect((await signInThroughProvider(sso.email)).statusCode).toBe(200);
    await call(admin, 'PUT', '/company/sso/policy', { required: false, breakGlassUserId: null });
  });

  it('names only a company admin of its own as break-glass', async () => {
    const player = await createUser(t.db, { companyId: admin.companyId, password: TEST_PASSWORD });
    const res = await call(admin, 'PUT', '/company/sso/policy', {
      required: true,
      breakGlassUserId: player.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'breakGlassUserId' })]);
  });
});

describe('editing a provider', () => {
  const edit = (as: Session, id: string, body: Record<string, unknown>) =>
    call(as, 'PUT', `/company/sso/providers/${id}`, {
      issuer: idp.issuer,
      clientId: 'rally',
      createUsers: false,
      ...body,
    });
  const sealedOf = async (id: string) =>
    (await t.db.select().from(ssoProviders).where(eq(ssoProviders.id, id)))[0]?.clientSecretSealed;

  it('changes its fields and keeps the stored secret when none is given', async () => {
    const owner = await t.signIn('company_admin');
    const added = await addProvider(owner, { domains: ['keep.example'] });
    const sealed = await sealedOf(added.id);
    const res = await edit(owner, added.id, {
      issuer: `${idp.issuer}/`,
      domains: ['keep.example', 'Second-Keep.example'],
      createUsers: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: added.id,
      issuer: idp.issuer,
      domains: ['keep.example', 'second-keep.example'],
      createUsers: true,
    });
    expect(res.body).not.toContain(SECRET);
    expect(await sealedOf(added.id)).toBe(sealed);
    // The kept secret still signs in, and the new domain and switch apply.
    expect((await signInThroughProvider('first@second-keep.example')).statusCode).toBe(200);
  });

  it('rotates the secret: the new one signs in, the old one no longer does', async () => {
    const OLD = 'rotating-secret-old-0123456789abcdef';
    const NEW = 'rotating-secret-new-0123456789abcdef';
    const client = { client_id: 'rally-rotating', redirect_uris: [redirectUri] };
    await idp.putClient({ ...client, client_secret: OLD });
    const owner = await t.signIn('company_admin');
    const added = await addProvider(owner, {
      clientId: client.client_id,
      clientSecret: OLD,
      domains: ['rotate.example'],
      createUsers: true,
    });
    expect((await signInThroughProvider('before@rotate.example')).statusCode).toBe(200);
    await idp.putClient({ ...client, client_secret: NEW });
    const stale = await signInThroughProvider('between@rotate.example');
    expect(stale.statusCode).toBe(401);
    expect(messageOf(stale)).toBe('sso.signInRefused');
    const sealed = await sealedOf(added.id);
    const res = await edit(owner, added.id, {
      clientId: client.client_id,
      clientSecret: NEW,
      domains: ['rotate.example'],
      createUsers: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(NEW);
    expect(await sealedOf(added.id)).not.toBe(sealed);
    expect(await sealedOf(added.id)).not.toContain(NEW);
    expect((await signInThroughProvider('after@rotate.example')).statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain(NEW);
  });

  it('refuses what create refuses, naming the field (400)', async () => {
    const owner = await t.signIn('company_admin');
    const added = await addProvider(owner, { domains: ['strict-edit.example'] });
    const cases: [Record<string, unknown>, string][] = [
      [{ issuer: 'not a url', domains: ['strict-edit.example'] }, 'issuer'],
      [{ domains: ['not a domain'] }, 'domains'],
      [{ domains: [] }, 'domains'],
      [{ clientSecret: '', domains: ['strict-edit.example'] }, 'clientSecret'],
      [{ clientId: ' ', domains: ['strict-edit.example'] }, 'clientId'],
    ];
    for (const [body, field] of cases) {
      const res = await edit(owner, added.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: expect.stringMatching(new RegExp(`^${field}`)) }),
        ]),
      );
    }
    const refused = t.db.transaction((tx) =>
      updateSsoProvider({
        tx,
        scope: { userId: owner.user.id, companyId: owner.companyId, role: 'company_admin' },
        id: added.id,
        input: {
          issuer: idp.issuer,
          clientId: 'rally',
          domains: ['strict-edit.example'],
          createUsers: false,
        },
        serverSecret: 'x'.repeat(40),
        allowInsecureIssuers: false,
        discovery: createDiscoveryCache(),
      }),
    );
    await expect(refused).rejects.toMatchObject({
      details: [expect.objectContaining({ path: 'issuer', messageCode: 'sso.httpsRequired' })],
    });
  });

  it("answers 404 for another company's provider and 409 for a domain another provider serves", async () => {
    const owner = await t.signIn('company_admin');
    const added = await addProvider(owner, { domains: ['mine-edit.example'] });
    const other = await t.signIn('company_admin');
    const foreign = await edit(other, added.id, { domains: ['mine-edit.example'] });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe('sso.providerNotFound');
    const taken = await edit(owner, added.id, { domains: ['mine-edit.example', domain] });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe('sso.domainTaken');
    expect(taken.body).not.toContain(admin.companyId);
    const list = await call(owner, 'GET', '/company/sso/providers');
    expect(list.json().data[0].domains).toEqual(['mine-edit.example']);
  });
});

describe('the discovery cache', () => {
  let second: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    second = await startOidcProvider([
      { client_id: 'rally', client_secret: SECRET, redirect_uris: [redirectUri] },
    ]);
  });
  afterAll(() => second.close());

  it('discovers a provider once for several sign-ins, and again once its issuer is edited', async () => {
    const owner = await t.signIn('company_admin');
    const added = await addProvider(owner, { domains: ['cached.example'], createUsers: true });
    const before = idp.discoveries();
    expect((await signInThroughProvider('one@cached.example')).statusCode).toBe(200);
    expect((await signInThroughProvider('two@cached.example')).statusCode).toBe(200);
    expect(idp.discoveries() - before).toBe(1);
    const moved = await call(owner, 'PUT', `/company/sso/providers/${added.id}`, {
      issuer: second.issuer,
      clientId: 'rally',
      domains: ['cached.example'],
      createUsers: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await signInThroughProvider('three@cached.example', second)).statusCode).toBe(200);
    expect((await signInThroughProvider('four@cached.example', second)).statusCode).toBe(200);
    expect(second.discoveries()).toBe(1);
  });
});
