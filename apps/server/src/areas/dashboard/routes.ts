import { ZCompanyOverview } from '@rally/contracts/dashboard';
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../plugins/access.ts';
import { getCompanyOverview } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard/companyoverview',
    {
      config: { access: ['read', 'Company'] },
      schema: {
        tags: ['dashboard'],
        response: { 200: ZCompanyOverview, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    (request) => getCompanyOverview({ db: app.db, scope: scopeOf(request) }),
  );
}
