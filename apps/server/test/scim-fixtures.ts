import { SCIM_CONTENT_TYPE, type TCreatedScimToken } from '@rally/contracts/scim';
import { expect } from 'vitest';
import type { Session, TestContext } from './helpers.ts';

/** A SCIM token of the session's company, created the way a company admin does. */
export async function createScimToken(t: TestContext, admin: Session, name = 'Directory') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/company/scim-tokens',
    headers: admin.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TCreatedScimToken;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A directory calling the SCIM endpoint through the real server: bearer token, SCIM media type,
 * the body as the JSON text a directory sends.
 */
export function scimClient(t: TestContext, token: string) {
  return (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: SCIM_CONTENT_TYPE,
        ...(body === undefined ? {} : { 'content-type': SCIM_CONTENT_TYPE }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}
