import { API_KEY_HEADER, API_SECRET_HEADER, REQUEST_TIMEOUT_MS } from '@rally/contracts/constants';
import type { TErrorCode, TFieldError } from '@rally/contracts/errors';
import type { TMessageParams } from '@rally/contracts/messages';
// Schemas from zod or zod/mini (the auth contracts): both are zod core schemas.
import type { z } from 'zod/mini';
import { appConfig } from './app-config.ts';
import type { TEarlyRequest } from './early-requests.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { takeOpeningAnswer } from './opening-answers.ts';
import { clearSession, getSession, updateTokens } from './session.ts';

/** Codes the client itself produces when no usable answer came back from the server. */
export type TClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'BAD_RESPONSE';

/**
 * Every failed call rejects with this: the server's `{code, messageCode, params, message, details}`
 * plus the status. Errors the client makes itself (no answer) have no `messageCode`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode | TClientErrorCode;
  readonly messageCode: string | undefined;
  readonly params: TMessageParams | undefined;
  readonly details: TFieldError[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: TErrorCode | TClientErrorCode;
    message: string;
    messageCode?: string;
    params?: TMessageParams;
    details?: TFieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messageCode = init.messageCode;
    this.params = init.params;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
  }
}

export type Query = Record<string, string | number | boolean | undefined>;
type Options<S extends z.core.$ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Validates and types the answer; without one the answer is ignored (204 and the like). */
  schema?: S;
  signal?: AbortSignal;
  /** Headers a call adds (an `Idempotency-Key`); the client's own (auth, language) stay its own. */
  headers?: Record<string, string>;
  /** The browser's fetch priority; 'low' for what the screen does not wait for (a live stream). */
  priority?: 'high' | 'low' | 'auto';
};
type Result<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

const settings = {
  baseUrl: () => appConfig().apiBase,
  timeoutMs: REQUEST_TIMEOUT_MS,
  /** Set by the app: where to go once the session is gone (the login screen). */
  onSessionEnd: () => {},
};

export function configureApiClient(overrides: Partial<typeof settings>) {
  Object.assign(settings, overrides);
}

function url(path: string, query?: Query) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${settings.baseUrl()}${path}${qs ? `?${qs}` : ''}`;
}

async function send(
  path: string,
  options: Options<z.core.$ZodType | undefined>,
  headers: Record<string, string>,
) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    settings.timeoutMs,
  );
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  try {
    return await fetch(url(path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        // A FormData body (file uploads) sets its own multipart type, boundary included.
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
        ...options.headers,
        ...headers,
      },
      body:
        options.body === undefined || options.body instanceof FormData
          ? options.body
          : JSON.stringify(options.body),
      signal,
      // `priority` is in the Fetch standard and Chromium; TypeScript's DOM types lack it yet.
      ...(options.priority ? ({ priority: options.priority } as RequestInit) : {}),
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server did not answer in time.' });
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'The server could not be reached.' });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A schema's check through its Standard Schema side (`~standard`, which zod's schemas have): the
 * client itself carries no zod code, and /login paints without it (issue 28). The schemas of the
 * client's own answers (errors, refreshed tokens) load with the first such answer.
 */
function check<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: z.output<S> } | { success: false } {
  const result = schema['~standard'].validate(value);
  // No answer's schema refines asynchronously; one that did would be a programming error.
  if (result instanceof Promise) throw new Error('An answer schema must check synchronously');
  return result.issues ? { success: false } : { success: true, data: result.value as z.output<S> };
}

async function errorFrom(response: Response): Promise<ApiError> {
  const [{ ZErrorResponse }, json] = await Promise.all([
    import('@rally/contracts/errors'),
    response.json().catch(() => null),
  ]);
  const body = check(ZErrorResponse, json);
  // Its words come with it: whoever shows the error finds the `messages` namespace loaded.
  await i18n.loadNamespaces('messages').catch(() => undefined);
  if (body.success) return new ApiError({ status: response.status, ...body.data });
  return new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: response.statusText });
}

async function parse<S extends z.core.$ZodType | undefined>(
  response: Response,
  schema: S | undefined,
): Promise<Result<S>> {
  if (!schema) return undefined as Result<S>;
  return checked(schema, await response.json().catch(() => undefined), response.status);
}

/** An answer's body as its schema reads it; one that does not fit is a bad answer. */
function checked<S extends z.core.$ZodType | undefined>(
  schema: S | undefined,
  value: unknown,
  status: number,
) {
  if (!schema) return undefined as Result<S>;
  const body = check(schema, value);
  if (!body.success) {
    throw new ApiError({ status, code: 'BAD_RESPONSE', message: 'Unexpected answer from the server.' });
  }
  return body.data as Result<S>;
}

// Single flight: the first 401 starts the refresh; every request meanwhile waits for it.
let refreshing: Promise<boolean> | null = null;

function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getSession()?.refreshToken;
    if (!refreshToken) return false;
    try {
      const response = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken } }, {});
      if (!response.ok) return false;
      const { ZRefreshResponse } = await import('@rally/contracts/auth');
      updateTokens(await parse(response, ZRefreshResponse));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession() {
  clearSession();
  settings.onSessionEnd();
}

function bearer(): Record<string, string> {
  const token = getSession()?.accessToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Sends as the signed-in user: bearer token, one refresh on 401, sign-out on a failed refresh or a
 * 403. Every signed-in call goes through here, whatever carries it (fetch, or XHR for uploads).
 */
async function sendSignedIn(transport: (headers: Record<string, string>) => Promise<Response>) {
  if (refreshing) await refreshing;
  const usedToken = getSession()?.accessToken;
  let response = await transport(bearer());
  if (response.status === 401 && usedToken) {
    // A refresh that finished after this request left needs no second one: retry with the new token.
    const renewed = getSession()?.accessToken !== usedToken || (await refreshTokens());
    if (!renewed) {
      endSession();
      throw await errorFrom(response);
    }
    response = await transport(bearer());
  }
  if (response.status === 401 || response.status === 403) {
    endSession();
    throw await errorFrom(response);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/**
 * Signed-in GETs sent by the app's entry before the code that wants their answers is here
 * (`early-requests.ts`), by address: the first `request` for the same address takes the answer
 * (a refused token then refreshes and asks again, as for any request); later ones ask the server.
 */
const early = new Map<string, Promise<Response>>();

/** Sends `requests` as the signed-in user now, for the first `request` of each to take. */
export function sendEarly(requests: TEarlyRequest[]) {
  for (const { path, query } of requests) {
    const sent = send(path, { query }, bearer());
    // Taken or not, a failure is no unhandled rejection: the request that takes it gets it.
    sent.catch(() => undefined);
    early.set(url(path, query), sent);
  }
}

/** The main client: bearer token, one refresh on 401, sign-out on a failed refresh or a 403. */
export async function request<S extends z.core.$ZodType | undefined = undefined>(
  path: string,
  options: Options<S> = {},
): Promise<Result<S>> {
  const address = url(path, options.query);
  let sent = (options.method ?? 'GET') === 'GET' ? early.get(address) : undefined;
  early.delete(address);
  const response = await sendSignedIn((headers) => {
    const taken = sent;
    sent = undefined;
    return taken ?? send(path, options, headers);
  });
  return parse(response, options.schema);
}

/**
 * A server-sent event stream as the signed-in user: `EventSource` cannot send the bearer token, and
 * a token never goes into a URL. The body is read by the caller until the server ends it.
 */
export async function streamRequest(path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await sendSignedIn((headers) =>
    // Low priority: a stream stays open for the screen's life, so at the default (high) it counts
    // as a critical request still loading, and the page never looks loaded to the browser's tools
    // (Lighthouse waited its 45 s limit on every screen that follows a game's scores).
    send(path, { signal, priority: 'low' }, { ...headers, Accept: 'text/event-stream' }),
  );
  if (!response.body) {
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: 'No event stream.' });
  }
  return response.body;
}

/** A file from a signed-in call (templates, reports): links cannot carry the bearer token. */
export async function downloadRequest(path: string, query?: Query): Promise<Blob> {
  const response = await sendSignedIn((headers) => send(path, { query }, { ...headers, Accept: '*/*' }));
  return response.blob();
}

type UploadOptions<S extends z.core.$ZodType> = {
  schema: S;
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/** XHR, not fetch: only XHR reports how much of a request body has been sent. */
function sendWithProgress(
  path: string,
  body: FormData,
  headers: Record<string, string>,
  { onProgress, signal }: Omit<UploadOptions<z.core.$ZodType>, 'schema'>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path));
    xhr.timeout = settings.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText })),
    );
    xhr.addEventListener('timeout', () =>
      reject(new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server did not answer in time.' })),
    );
    xhr.addEventListener('error', () =>
      reject(new ApiError({ status: 0, code: 'NETWORK', message: 'The server could not be reached.' })),
    );
    xhr.addEventListener('abort', () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** A multipart upload as the signed-in user, reporting its progress; answers and errors as `request`. */
export async function uploadRequest<S extends z.core.$ZodType>(
  path: string,
  body: FormData,
  { schema, ...options }: UploadOptions<S>,
): Promise<z.output<S>> {
  const response = await sendSignedIn((headers) => sendWithProgress(path, body, headers, options));
  return parse(response, schema) as Promise<z.output<S>>;
}

/** Where an `EventSource` opens a public stream (no sign-in, no headers to send). */
export function publicStreamUrl(path: string): string {
  return url(path);
}

/**
 * The public client (sign-in, register, password reset, public pages): names the app by its key
 * pair. A plain GET the page came with an answer to (`opening-answers.ts`) takes that answer once,
 * checked as one from the network.
 */
export async function publicRequest<S extends z.core.$ZodType | undefined = undefined>(
  path: string,
  options: Options<S> = {},
): Promise<Result<S>> {
  const given = (options.method ?? 'GET') === 'GET' && !options.query ? takeOpeningAnswer(path) : undefined;
  if (given) return checked(options.schema, given.value, 200);
  const { apiKey, apiSecret } = appConfig();
  const response = await send(path, options, { [API_KEY_HEADER]: apiKey, [API_SECRET_HEADER]: apiSecret });
  if (!response.ok) throw await errorFrom(response);
  return parse(response, options.schema);
}
