import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZHealthResponse, ZReadyResponse } from '@rally/contracts/health';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import client from 'prom-client';
import { checkReadiness } from '../db/readiness.ts';

/** Security headers, OpenAPI docs, probes and metrics: what operating Rally needs. */
export const opsPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware, built once. (@fastify/helmet builds it again for every request: a
  // twentieth of a signed-in request's time under load, docs/performance.md.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline styles; swagger-ui too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );

  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod writes, examples included.
      openapi: '3.1.0',
      info: {
        title: 'Rally API',
        version: '1.0.0',
        description:
          'The back office for gamified company competitions. Sign in with `POST /api/auth/gettoken` (an application key pair in `x-api-key` / `x-api-secret`) and send the access token as `Authorization: Bearer ...`. An error answers its category (`code`), a message code with its parameters for the client to translate, the English `message`, and for bad input `details` naming each refused field.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          apiSecret: { type: 'apiKey', in: 'header', name: 'x-api-secret' },
          companyKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-rally-key',
            description:
              "A company's API key for sending KPI actuals from its own systems (created and revoked by a company admin under Administration → API keys; shown once).",
          },
          scimToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A company's SCIM token for its directory's provisioning (`/api/scim/v2`; created and revoked by a company admin under Administration → Provisioning; shown once).",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // At debug level a request's arrival is logged too (no cost at other levels: the hook is not added).
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', async (request) => {
      request.log.debug({ req: request }, 'request received');
    });
  }
  // The request's one log line (Fastify's own two, on arrival and on answer, are off: app.ts) holds
  // only what the serializers write (logger.ts: `req` without headers, its URL's secrets redacted;
  // `res` its status), a time and a user id: no redaction path can match it, and matching each line
  // against them (wildcards: every key of every line) was a thirtieth of a signed-in request's time
  // under load. So this line, and only this one, is written without them; its fields and their
  // order are the request logger's (`reqId` first, test: `ops`).
  const requestLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    requestLog.info(
      {
        reqId: request.id,
        req: request,
        res: reply,
        responseTime: reply.elapsedTime,
        ...(request.scope ? { userId: request.scope.userId } : {}),
      },
      'request completed',
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/healthz',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: ZHealthResponse } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  r.get(
    '/api/readyz',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: ZReadyResponse, 503: ZReadyResponse } },
    },
    async (_request, reply) => {
      const state = await checkReadiness(app.db);
      const ok = state.database === 'ok' && state.migrations === 'ok';
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', ...state });
    },
  );
  r.get('/api/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
});
