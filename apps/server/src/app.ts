import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createJwt } from './lib/jwt.ts';
import { loggerOptions } from './logger.ts';
import { createMailer, type Mailer } from './mail/outbox.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { scheduleLimitPurge } from './plugins/limit-store.ts';
import { limitsPlugin } from './plugins/limits.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { opsPlugin } from './plugins/ops.ts';
import { storagePlugin } from './plugins/storage.ts';
import { storedTextPlugin } from './plugins/stored-text.ts';
import { webPlugin } from './plugins/web.ts';
import './plugins/types.ts';
import { scheduleHousekeeping } from './areas/auth/housekeeping.ts';
import { scheduleGameNotices } from './areas/games/notices.ts';
import { areas } from './areas/index.ts';
import { scheduleKeyPurge } from './areas/logs/idempotency.ts';
import { scheduleRoundClosing } from './areas/rounds/closing.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Tests pass a capturing transport or a fixed mailer. */
  mailer?: Mailer;
  /** Where logs go: stdout by default, a capturing stream in tests, nowhere when false. */
  logStream?: DestinationStream | false;
  /** Schedules the recurring jobs (mail, notices, purges): the server does, tests run them by hand. */
  recurring?: boolean;
  /** Hears of each route as it is added: the tests that sweep every route list them with it. */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * Fastify trusts no hop for a bare number (it cannot check the peer); a hop count here means the
 * nearest `hops` addresses are proxies, which holds only when the server is reachable through them
 * alone (README, TRUST_PROXY).
 */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Registers plugins, then areas, in a fixed order (STYLE layout). */
export async function buildApp({ config, database, mailer, logStream, recurring, onRoute }: BuildOptions) {
  if (config.sharedSecrets.length > 0)
    throw new Error('shared secrets not loaded (start.ts prepareDatabase)');
  const app = Fastify({
    logger:
      logStream === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // One line per request, written by the ops plugin when the answer is sent (decision 0018).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jwt', createJwt(config.jwtSecret));
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        db: database.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: app.log as unknown as Logger,
        unsubscribe: { secret: config.jwtSecret, appUrl: config.appUrl },
      }),
  );

  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(storedTextPlugin);
  await app.register(limitsPlugin);
  await app.register(opsPlugin);
  await app.register(multipartPlugin);
  await app.register(storagePlugin);
  await app.register(jobsPlugin, { recurring: recurring ?? false });
  for (const area of areas) await app.register(area, { prefix: '/api' });
  scheduleHousekeeping(app.jobs);
  scheduleGameNotices(app.jobs);
  scheduleRoundClosing(app.jobs);
  scheduleKeyPurge(app.jobs);
  scheduleLimitPurge(app.jobs);
  await app.register(webPlugin);

  app.addHook('onClose', async () => {
    await app.mailer.stop();
  });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
