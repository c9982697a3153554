import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for the SSO tests (decision 0035, STYLE 22): `oidc-provider` on a port
 * this process opens (127.0.0.1:0), its issuer `http://127.0.0.1:<port>`, signing with a key the
 * test holds. `tamper` lets a test change the ID token the token endpoint answers, re-signed with
 * that same key: a token the provider could have signed but for another audience, issuer, time or
 * nonce, which only the relying party's checks can catch. Accounts sign in at the provider's own
 * login and consent pages (its development interactions), driven here by `signInAt` or a browser.
 */
export type ProviderAccount = { email: string; name?: string; email_verified?: boolean };
export type TestClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export async function startOidcProvider(clients: TestClient[]) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'rally-test', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, ProviderAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    // Scope claims in the ID token itself, as Entra ID, Okta and Google put the e-mail there.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email_verified: true, ...account }) };
    },
  });
  const handle = provider.callback();
  /** Changes the next token answers' ID token (until set back to undefined). */
  let tamper: ((idToken: string) => Promise<string>) | undefined;
  const issued: string[] = [];
  /** The path of every request the provider received, in order. */
  const requests: string[] = [];
  server.on('request', (req, res) => {
    requests.push(req.url?.split('?')[0] ?? '');
    if (req.method === 'POST' && req.url?.startsWith('/token')) rewriteIdToken(res, issued, () => tamper);
    handle(req, res);
  });

  /** Re-signs an ID token with the provider's key after `change` edits its claims. */
  const resign = (change: (claims: JWTPayload) => JWTPayload) => async (idToken: string) =>
    new SignJWT(change(decodeJwt(idToken)))
      .setProtectedHeader(decodeProtectedHeader(idToken) as { alg: string })
      .sign(privateKey);

  return {
    issuer,
    /** Lets `sub` (what is typed as the login at the provider) sign in with these claims. */
    addAccount: (login: string, account: ProviderAccount) => accounts.set(login, account),
    setTamper: (t: typeof tamper) => {
      tamper = t;
    },
    resign,
    /** Every ID token the provider answered, as sent. */
    issued,
    /** How many discovery documents the provider served so far. */
    discoveries: () => requests.filter((path) => path === '/.well-known/openid-configuration').length,
    /**
     * Registers a client, or changes one registered here (a secret rotated at the provider): kept in
     * the provider's store, not in its static `clients`, which cannot change after start.
     */
    putClient: (client: TestClient) =>
      (
        provider.Client as unknown as { adapter: { upsert(id: string, c: TestClient): Promise<void> } }
      ).adapter.upsert(client.client_id, client),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Holds the token endpoint's JSON answer and lets the test's `tamper` change its ID token first. */
function rewriteIdToken(
  res: ServerResponse,
  issued: string[],
  tamperOf: () => ((t: string) => Promise<string>) | undefined,
) {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    void (async () => {
      const text = chunk === undefined ? '' : String(chunk);
      const body = text.startsWith('{') ? (JSON.parse(text) as { id_token?: string }) : undefined;
      const tamper = tamperOf();
      if (!body?.id_token) return end(chunk);
      if (tamper) body.id_token = await tamper(body.id_token);
      issued.push(body.id_token);
      const out = JSON.stringify(body);
      res.setHeader('content-length', Buffer.byteLength(out));
      end(out);
    })();
    return res;
  }) as typeof res.end;
}

/**
 * Signs in at the provider as a browser would: follows the authorization URL, fills its login form
 * and confirms its consent page, and answers the URL it finally sends the browser back to.
 */
export async function signInAt(authorizationUrl: string, login: string, redirectUri: string) {
  const jar = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    const posted = await go(new URL(action, url), {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const next = posted.headers.get('location');
    if (!next) throw new Error(`the provider did not redirect after ${prompt} (${posted.status})`);
    url = new URL(next, url);
    if (url.href.startsWith(redirectUri)) return url;
  }
  throw new Error('the provider never sent the browser back');
}
