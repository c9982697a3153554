import type { FastifyInstance } from 'fastify';
import { scheduleDigests } from './job.ts';

/** The organisers' weekly digest (decision 0032): no routes, its jobs only. */
export async function digestRoutes(app: FastifyInstance) {
  scheduleDigests({ jobs: app.jobs, mailer: app.mailer, appUrl: app.config.appUrl });
}
