import { ZCompanyOverview } from '@rally/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { callerOf, errorResponses } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getCompanyOverview } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['dashboard'], access: { read: ['read', 'Company'] } }, ops);
  r.get('/dashboard/companyoverview', read('overview'), (request) =>
    getCompanyOverview(callerOf(app, request)),
  );
}

const ops = operations({
  overview: {
    schema: { response: { 200: ZCompanyOverview, ...errorResponses(401, 403) } },
    summary: 'Get the company overview',
    description:
      'Figures for the dashboard: users by status and role, sign-ins of the last 7 days, new users per week, one line per company; platform-wide with open sales leads for platform admins, their own company for others.',
  },
});
