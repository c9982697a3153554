import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, signInAs } from '../test/render.tsx';
import {
  ApiError,
  configureApiClient,
  publicRequest,
  request,
  sendEarly,
  streamRequest,
} from './api-client.ts';
import { earlyRequests, userGamesRequest } from './early-requests.ts';
import { i18n } from './i18n.ts';
import { getSession } from './session.ts';

const ZThing = z.object({ value: z.number() });
const onSessionEnd = vi.fn();
/** What the API answers a request whose access token has expired. */
const EXPIRED_TOKEN_REPLY = {
  status: 401,
  body: { code: 'UNAUTHENTICATED', messageCode: 'auth.signInRequired', message: 'expired' },
};

beforeEach(() => {
  configureApiClient({ onSessionEnd });
});

afterEach(() => {
  onSessionEnd.mockReset();
});

describe('request', () => {
  it('sends the bearer token and the UI language, and parses the answer', async () => {
    signInAs('admin');
    await i18n.changeLanguage('de');
    const fetch = mockApi(() => ({ body: { value: 1 } }));

    await expect(request('/thing', { schema: ZThing })).resolves.toEqual({ value: 1 });

    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Accept-Language')).toBe('de');
    await i18n.changeLanguage('en');
  });

  it('refreshes once for concurrent 401s and resolves every caller with the retried answer', async () => {
    signInAs('admin');
    let refreshes = 0;
    const fetch = mockApi(({ path, headers, body }) => {
      if (path === '/auth/refresh-token') {
        refreshes += 1;
        expect(body).toEqual({ refreshToken: 'refresh-1' });
        return { body: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      }
      if (headers.get('Authorization') !== 'Bearer access-2') return EXPIRED_TOKEN_REPLY;
      return { body: { value: path === '/a' ? 1 : 2 } };
    });

    const [a, b] = await Promise.all([request('/a', { schema: ZThing }), request('/b', { schema: ZThing })]);

    expect(a).toEqual({ value: 1 });
    expect(b).toEqual({ value: 2 });
    expect(refreshes).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(getSession()?.refreshToken).toBe('refresh-2');
  });

  it('holds requests made during a refresh until the new token is there', async () => {
    signInAs('admin');
    let finishRefresh = () => {};
    const refreshed = new Promise<void>((resolve) => {
      finishRefresh = resolve;
    });
    const sent: string[] = [];
    mockApi(async ({ path, headers }) => {
      sent.push(`${path} ${headers.get('Authorization')}`);
      if (path === '/auth/refresh-token') {
        await refreshed;
        return { body: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      }
      if (headers.get('Authorization') !== 'Bearer access-2') return EXPIRED_TOKEN_REPLY;
      return { body: { value: 1 } };
    });

    const first = request('/a', { schema: ZThing });
    await vi.waitFor(() => expect(sent).toContain('/auth/refresh-token null'));
    const later = request('/b', { schema: ZThing });
    finishRefresh();

    await expect(Promise.all([first, later])).resolves.toEqual([{ value: 1 }, { value: 1 }]);
    expect(sent.filter((line) => line.startsWith('/b'))).toEqual(['/b Bearer access-2']);
  });

  it('ends the session when the refresh fails', async () => {
    signInAs('admin');
    mockApi(({ path }) =>
      path === '/auth/refresh-token'
        ? {
            status: 401,
            body: {
              code: 'INVALID_REFRESH_TOKEN',
              messageCode: 'auth.invalidRefreshToken',
              message: 'spent',
            },
          }
        : EXPIRED_TOKEN_REPLY,
    );

    await expect(request('/thing', { schema: ZThing })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledOnce();
  });

  it('ends the session on a 403', async () => {
    signInAs('player');
    mockApi(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', messageCode: 'auth.forbidden', message: 'Not allowed.' },
    }));

    await expect(request('/thing')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(getSession()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledOnce();
  });

  it('throws the server error as an ApiError with its details', async () => {
    signInAs('admin');
    mockApi(() => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        messageCode: 'kpis.targetExists',
        params: { name: 'Steps' },
        message: 'Steps already has a target; change that one instead.',
        details: [{ path: 'day', messageCode: 'validation.invalid', message: 'taken' }],
        requestId: 'r1',
      },
    }));

    const error = await request('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      messageCode: 'kpis.targetExists',
      params: { name: 'Steps' },
      message: 'Steps already has a target; change that one instead.',
      requestId: 'r1',
    });
    expect((error as ApiError).details).toEqual([
      { path: 'day', messageCode: 'validation.invalid', message: 'taken' },
    ]);
    expect(getSession()).not.toBeNull();
  });

  it('waits 50 seconds for an answer, then gives up', async () => {
    vi.useFakeTimers();
    signInAs('admin');
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );

    let settled = false;
    const call = request('/slow')
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(49_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(call).resolves.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });
});

describe('requests sent early (lib/early-requests.ts)', () => {
  it("sends the player's home's games as the app starts, and nothing for another screen", () => {
    expect(earlyRequests('/play', 'u-1')).toEqual([userGamesRequest('u-1')]);
    expect(earlyRequests('/play/g-1', 'u-1')).toEqual([userGamesRequest('u-1')]);
    expect(earlyRequests('/games/game-list', 'u-1')).toEqual([]);
  });

  it('answers the first request of the same address from the one sent early, and asks again for the next', async () => {
    signInAs('player');
    let sent = 0;
    const fetch = mockApi(() => ({ body: { value: ++sent } }));
    sendEarly([{ path: '/thing', query: { limit: 5 } }]);
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(request('/thing', { query: { limit: 5 }, schema: ZThing })).resolves.toEqual({ value: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another query is another address; the same one again asks the server.
    await expect(request('/thing', { query: { limit: 6 }, schema: ZThing })).resolves.toEqual({ value: 2 });
    await expect(request('/thing', { query: { limit: 5 }, schema: ZThing })).resolves.toEqual({ value: 3 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('refreshes a token refused to the early request and asks again, as for any request', async () => {
    signInAs('player');
    const fetch = mockApi(({ path, headers }) => {
      if (path === '/auth/refresh-token')
        return { body: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      if (headers.get('Authorization') !== 'Bearer access-2') return EXPIRED_TOKEN_REPLY;
      return { body: { value: 7 } };
    });
    sendEarly([{ path: '/thing' }]);

    await expect(request('/thing', { schema: ZThing })).resolves.toEqual({ value: 7 });
    // The early request, the refresh, the request again with the new token.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it("gives a failed early request's error to the request that takes it", async () => {
    signInAs('player');
    mockApi(() => ({ status: 404, body: { code: 'NOT_FOUND', messageCode: 'game.notFound', message: 'x' } }));
    sendEarly([{ path: '/thing' }]);
    await expect(request('/thing', { schema: ZThing })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('streamRequest', () => {
  it('opens a live stream at low priority, and leaves other requests at the default', async () => {
    // A stream open at high priority keeps the page "loading" for the browser's tools for as long
    // as the screen is open (Lighthouse waited out its 45 s limit on the player's game view).
    signInAs('player');
    const fetch = mockApi(() => ({ body: {} }));

    await streamRequest('/game/g1/events', new AbortController().signal);
    await request('/thing');

    const [streamInit, jsonInit] = fetch.mock.calls.map(
      ([, init]) => init as RequestInit & { priority?: string },
    );
    expect(new Headers(streamInit?.headers).get('Accept')).toBe('text/event-stream');
    expect(streamInit?.priority).toBe('low');
    expect(jsonInit?.priority).toBeUndefined();
  });
});

describe('publicRequest', () => {
  it('takes an answer the page came with, once, checked as one from the network', async () => {
    window.__RALLY__ = { apiBase: '/api', apiKey: 'web-key', apiSecret: 'web-secret' };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'rally-answers';
    block.textContent = JSON.stringify({
      '/public/things/a': { value: 1 },
      '/public/things/bad': { value: 'x' },
    });
    document.head.append(block);
    const fetch = mockApi(() => ({ body: { value: 2 } }));

    await expect(publicRequest('/public/things/a', { schema: ZThing })).resolves.toEqual({ value: 1 });
    expect(fetch).not.toHaveBeenCalled();
    // Read once, then gone from the page.
    expect(document.getElementById('rally-answers')).toBeNull();
    // Asked again, it asks the server.
    await expect(publicRequest('/public/things/a', { schema: ZThing })).resolves.toEqual({ value: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // An answer that does not fit its schema is a bad answer, as from the network.
    await expect(publicRequest('/public/things/bad', { schema: ZThing })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
    // Only a plain GET takes one.
    await publicRequest('/public/things/a', { query: { page: 2 }, schema: ZThing });
    expect(fetch).toHaveBeenCalledTimes(2);
    window.__RALLY__ = undefined;
  });

  it('names the app with the key pair from the runtime configuration, and sends no token', async () => {
    window.__RALLY__ = { apiBase: '/api', apiKey: 'web-key', apiSecret: 'web-secret' };
    signInAs('admin');
    const fetch = mockApi(() => ({ body: { message: 'sent' } }));

    await publicRequest('/user/forgotpassword', { method: 'POST', body: { email: 'a@b.co' } });

    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(String(url)).toBe('/api/user/forgotpassword');
    expect(headers.get('x-api-key')).toBe('web-key');
    expect(headers.get('x-api-secret')).toBe('web-secret');
    expect(headers.get('Authorization')).toBeNull();
    window.__RALLY__ = undefined;
  });
});
