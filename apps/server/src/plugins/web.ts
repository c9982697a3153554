import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveServiceWorker } from './service-worker.ts';
import { openingAnswers } from './web-answers.ts';
import { pageOpenings } from './web-openings.ts';

/** The tag index.html loads the runtime configuration with (apps/web/index.html). */
const CONFIG_TAG = '<script src="/app-config.js"></script>';
/** The one page other sites may embed (decision 0022). */
const ONBOARDING_IFRAME = '/rally/onboarding-iframe';

/**
 * Serves the built web app at `/` with a history fallback, and `/app-config.js`: the public client
 * pair, API base and push key read from the server's configuration, so changing them needs no rebuild.
 * The app's page carries that configuration inline instead of loading it: one request less, and
 * no script blocking the page before the app's own (ADR 0019). The page's content security
 * policy allows that one script by its hash, no other inline script.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const runtimeConfig = `window.__RALLY__=${JSON.stringify({
    apiBase: '/api',
    apiKey: app.config.publicApiKey,
    apiSecret: app.config.publicApiSecret,
    // The VAPID public key browsers subscribe to pushes with (decision 0026).
    pushKey: app.config.push.publicKey,
  })};`;
  // Not part of the API: kept out of the OpenAPI document.
  app.get(
    '/app-config.js',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store');
      return runtimeConfig;
    },
  );

  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  // `<` escaped: nothing in the configuration can close the script element.
  const inlineConfig = runtimeConfig.replaceAll('<', '\\u003c');
  const configHash = `'sha256-${createHash('sha256').update(inlineConfig).digest('base64')}'`;
  const indexHtml = readFileSync(index, 'utf8').replace(CONFIG_TAG, `<script>${inlineConfig}</script>`);
  const openingOf = pageOpenings(dist);
  /** The onboarding iframe page may be framed by the sites configured (ONBOARDING_FRAME_ANCESTORS). */
  const embeddable = (url: string, policy: string) =>
    url === ONBOARDING_IFRAME && app.config.onboardingFrameAncestors.length > 0
      ? policy.replace(
          /frame-ancestors ([^;]*)/,
          `frame-ancestors $1 ${app.config.onboardingFrameAncestors.join(' ')}`,
        )
      : policy;
  /** The policy security headers set (plugins/ops.ts), with the inline configuration's hash allowed. */
  const withConfigHash = (policy: unknown) =>
    typeof policy === 'string' ? policy.replace(/script-src ([^;]*)/, `script-src $1 ${configHash}`) : policy;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes brotli and gzip copies of every text asset (apps/web/precompress.ts): sent
    // by the request's Accept-Encoding, with `Vary: Accept-Encoding`; the file as it is otherwise.
    preCompressed: true,
    // Served with the page's fingerprint written in (service-worker.ts).
    globIgnore: ['sw.js'],
    setHeaders(reply, file) {
      // Hashed bundles never change; what keeps its name (the manifest, icons) always revalidates.
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  serveServiceWorker(app, { file: path.join(dist, 'sw.js'), page: indexHtml, policy: withConfigHash });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(dist, path.normalize(url));
    if (file.startsWith(dist) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    const policy = withConfigHash(reply.getHeader('content-security-policy'));
    if (typeof policy === 'string') reply.header('content-security-policy', embeddable(url, policy));
    // The CSP above says who may frame the page; the older header would forbid every other site.
    if (url === ONBOARDING_IFRAME && app.config.onboardingFrameAncestors.length > 0)
      reply.removeHeader('x-frame-options');
    // The screen's code and words named in the page: fetched beside the entry (web-openings.ts);
    // a public screen's first answers in it (web-answers.ts).
    const { route, preloads } = openingOf(url, {
      acceptLanguage: request.headers['accept-language'],
      cookie: request.headers.cookie,
    });
    const answers = route ? await openingAnswers(app, route, request) : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(preloads || answers ? indexHtml.replace('</head>', `${preloads}${answers}</head>`) : indexHtml);
  });
});
