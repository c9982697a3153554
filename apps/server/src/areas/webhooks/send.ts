import http from 'node:http';
import https from 'node:https';
import { retryAfterMs } from '../../lib/retry-after.ts';
import { type AddressPolicy, checkedLookup, literalAddress, RefusedAddress } from './address.ts';

/** A receiver that has not answered by then counts as failed (and is tried again later). */
const TIMEOUT_MS = 10_000;
/** What is kept of an answer's body for the admin to read. */
const EXCERPT_CHARS = 500;
const READ_BYTES = 4_096;

export type Attempt =
  | { kind: 'answer'; status: number; excerpt: string; retryAfterMs: number | undefined }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Posts one signed body. Redirects are not followed (a 3xx is an answer like any other, so a
 * redirect can never lead into a private network); the address is checked after DNS on the very
 * connection made (`checkedLookup`), or up front when the URL names an address.
 */
export function postWebhook(opts: {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: AddressPolicy;
  signal?: AbortSignal;
}): Promise<Attempt> {
  const url = new URL(opts.url);
  const literal = literalAddress(url);
  if (literal !== undefined && opts.policy.refuses(literal))
    return Promise.resolve({ kind: 'refused', reason: `address not allowed: ${literal}` });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...opts.headers, 'content-length': Buffer.byteLength(opts.body).toString() },
        lookup: checkedLookup(opts.policy) as never,
        timeout: TIMEOUT_MS,
        ...(opts.signal ? { signal: opts.signal } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          resolve({
            kind: 'answer',
            status: res.statusCode ?? 0,
            excerpt: text,
            retryAfterMs: retryAfterMs(
              typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : null,
            ),
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) =>
      resolve(
        err instanceof RefusedAddress
          ? { kind: 'refused', reason: err.message }
          : { kind: 'failed', reason: err.message.slice(0, EXCERPT_CHARS) },
      ),
    );
    req.end(opts.body);
  });
}
