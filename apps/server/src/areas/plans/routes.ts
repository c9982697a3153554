import { ZPlanUsage } from '@rally/contracts/plans';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getPlanUsage } from './service.ts';

/** A company's plan and its usage; the plan itself is changed with `PUT /companies/{id}`. */
export async function planRoutes(app: FastifyInstance) {
  const { r, read, ...handle } = areaRoutes(
    app,
    { tags: ['companies'], access: { read: ['read', 'Company'] } },
    ops,
  );
  r.get('/companies/:id/plan', read('usage'), handle.byId(getPlanUsage));
}

const ops = operations({
  usage: {
    schema: { params: idParams, response: { 200: ZPlanUsage } },
    summary: "Get a company's plan usage",
    description:
      "The company's plan and trial end, the plan's limits (new games a month, users; null for unlimited) and what the company uses of them now: games created this calendar month (UTC) and users that are not disabled.",
  },
});
