import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import {
  API_KEY_HEADER,
  API_SECRET_HEADER,
  type TLoginResponse,
  ZLoginResponse,
} from '@rally/contracts/auth';
import { linkIn, waitForMail } from './mailbox.ts';

/**
 * Talking to the API the way the web app does: the public client pair from `/app-config.js` for
 * sign-in and register, a bearer token for everything else.
 */

export type TPublicClient = { apiBase: string; apiKey: string; apiSecret: string };

/** Anything with zod's `parse`: the contracts' response schemas. */
export type TSchema<T> = { parse: (input: unknown) => T };

/** The pair the served web app itself uses (the server writes it into `/app-config.js`). */
export async function publicClient(request: APIRequestContext): Promise<TPublicClient> {
  const response = await request.get('/app-config.js');
  await expectStatus(response, 200, 'GET /app-config.js');
  const match = /window\.__RALLY__\s*=\s*(\{.*\})\s*;?\s*$/s.exec(await response.text());
  expect(match, 'app-config.js sets window.__RALLY__').not.toBeNull();
  const config = JSON.parse(match?.[1] ?? '{}') as Partial<TPublicClient>;
  expect(config.apiKey, 'app-config.js names the public API key').toBeTruthy();
  expect(config.apiSecret, 'app-config.js names the public API secret').toBeTruthy();
  return {
    apiBase: config.apiBase ?? '/api',
    apiKey: config.apiKey ?? '',
    apiSecret: config.apiSecret ?? '',
  };
}

async function publicHeaders(request: APIRequestContext) {
  const client = await publicClient(request);
  return { [API_KEY_HEADER]: client.apiKey, [API_SECRET_HEADER]: client.apiSecret };
}

/** Fails with the answer's body in the message, so a broken call says what the server said. */
export async function expectStatus(response: APIResponse, status: number, what: string) {
  if (response.status() !== status) {
    const body = await response.text().catch(() => '');
    expect(response.status(), `${what}: ${body.slice(0, 500)}`).toBe(status);
  }
}

/** `POST /api/auth/gettoken`: the session the web app would start after signing in. */
export async function getToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<TLoginResponse> {
  const response = await request.post('/api/auth/gettoken', {
    headers: await publicHeaders(request),
    data: { email, password, rememberMe: false },
  });
  await expectStatus(response, 200, `sign in as ${email}`);
  return ZLoginResponse.parse(await response.json());
}

/**
 * A new company on a free trial and its first company admin, signed in: `POST /api/auth/register`
 * answers "check your mail", the mailed link confirms the address, then the admin signs in.
 */
export async function registerCompany(
  request: APIRequestContext,
  account: { companyName: string; fullName: string; email: string; password: string },
): Promise<TLoginResponse> {
  const headers = await publicHeaders(request);
  const response = await request.post('/api/auth/register', {
    headers,
    data: { ...account, language: 'en' },
  });
  await expectStatus(response, 200, `register ${account.email}`);
  const token = linkIn(await waitForMail(request, account.email, 'confirmEmail'))
    .split('/')
    .pop();
  const confirmed = await request.post('/api/auth/confirm-email', { headers, data: { token } });
  await expectStatus(confirmed, 200, `confirm ${account.email}`);
  return getToken(request, account.email, account.password);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in call; answers the parsed JSON body after checking the status. */
export async function callApi<T>(
  request: APIRequestContext,
  token: string,
  call: { method: Method; path: string; data?: unknown; params?: Record<string, string | number> },
  expected: { status?: number; schema: TSchema<T> },
): Promise<T> {
  const response = await request.fetch(`/api${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}` },
    ...(call.data === undefined ? {} : { data: call.data }),
    ...(call.params ? { params: call.params } : {}),
  });
  await expectStatus(response, expected.status ?? 200, `${call.method} ${call.path}`);
  return expected.schema.parse(await response.json());
}
