import { z } from 'zod';
import { ROLES } from './abilities.ts';
import { PLANS } from './constants.ts';

/** One company's line on the overview (platform admins see every company; others their own). */
export const ZCompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  stage: z.string(),
  trialEndsAt: z.string().nullable(),
  users: z.number().int(),
  activeUsers: z.number().int(),
});

/** `GET /dashboard/companyoverview`: real figures about companies and people. */
export const ZCompanyOverview = z.object({
  scope: z.enum(['platform', 'company']),
  totals: z.object({
    companies: z.number().int(),
    users: z.number().int(),
    active: z.number().int(),
    invited: z.number().int(),
    disabled: z.number().int(),
    /** Users who signed in during the last 7 days. */
    signedInLast7Days: z.number().int(),
  }),
  byRole: z.record(z.enum(ROLES), z.number().int()),
  /** New users per week for the last 8 weeks, oldest first (weeks start on Monday, UTC). */
  newUsersByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  companies: z.array(ZCompanySummary),
  /** Platform admins only: sales leads waiting to be contacted, and all leads. */
  leads: z.object({ new: z.number().int(), total: z.number().int() }).nullable(),
});
export type TCompanyOverview = z.infer<typeof ZCompanyOverview>;
