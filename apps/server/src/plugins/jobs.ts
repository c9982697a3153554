import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { createJobs } from '../jobs/index.ts';

/**
 * The job scheduler of this process (apps/server/src/jobs): areas define their jobs while they
 * register; it starts claiming once the app is ready and stops, letting running jobs finish,
 * when the app closes (before the database does).
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { recurring?: boolean }) => {
  const jobs = createJobs({
    db: app.db,
    log: app.log as unknown as Logger,
    ...(app.database.listen ? { listen: app.database.listen } : {}),
    recurring: opts.recurring ?? false,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
});
