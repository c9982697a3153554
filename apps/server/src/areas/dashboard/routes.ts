import { ZCompanyOverview } from '@rally/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, errorResponses, route } from '../../lib/route-kit.ts';
import { getCompanyOverview } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard/companyoverview',
    route({
      access: ['read', 'Company'],
      summary: 'Get the company overview',
      description:
        'Figures for the dashboard: users by status and role, sign-ins of the last 7 days, new users per week, one line per company; platform-wide with open sales leads for platform admins, their own company for others.',
      schema: {
        tags: ['dashboard'],
        response: { 200: ZCompanyOverview, ...errorResponses(401, 403) },
      },
    }),
    (request) => getCompanyOverview(callerOf(app, request)),
  );
}
