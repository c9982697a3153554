import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Where the built worker leaves room for the page's fingerprint (apps/web/src/service-worker/sw.ts). */
const FINGERPRINT_SLOT = '__RALLY_PAGE_FINGERPRINT__';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/**
 * Serves the web app's service worker (decision 0027) with a fingerprint of the page the server
 * sends written in: the page carries the runtime configuration and is sent with the content
 * security policy that allows it, and the worker keeps a copy of both. A new configuration (an API
 * key pair changed without a rebuild) changes the worker's bytes, so browsers install a new worker,
 * which fetches the new page, and the player is offered it as a new version.
 *
 * Always revalidated (`no-cache`, with an ETag: an unchanged worker costs a 304), never kept by a
 * cache on the way: the browser must see a new worker as soon as there is one.
 */
export function serveServiceWorker(
  app: FastifyInstance,
  { file, page, policy }: { file: string; page: string; policy: (sent: unknown) => unknown },
) {
  if (!existsSync(file)) return;
  const source = readFileSync(file, 'utf8');
  // One configuration per process; the policy is read from the response as the page's is.
  let last: { policy: string; body: string; etag: string } | undefined;
  app.get('/sw.js', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const sent = String(policy(reply.getHeader('content-security-policy')) ?? '');
    if (last?.policy !== sent) {
      const body = source.replaceAll(FINGERPRINT_SLOT, digest(`${page}\n${sent}`));
      last = { policy: sent, body, etag: `"${digest(body)}"` };
    }
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', last.etag);
    if (request.headers['if-none-match'] === last.etag) return reply.code(304).send();
    return last.body;
  });
}
