import { z } from 'zod';
import { PLANS, type TPlan, TRIAL_DAYS } from './constants.ts';

/**
 * What each plan allows (spec section 9; decision 0022), shared by the server that enforces it and
 * the web app that shows usage against it. `null` means unlimited. Games count per calendar month
 * (UTC) by when they were created; users count every account of the company that is not disabled;
 * storage counts the bytes of every stored file of the company (media, their thumbnails, the logo).
 */
export const PLAN_LIMITS: Record<TPlan, { gamesPerMonth: number | null; users: number; storageMb: number }> =
  {
    basic: { gamesPerMonth: 1, users: 5, storageMb: 500 },
    standard: { gamesPerMonth: 10, users: 100, storageMb: 10_240 },
    enterprise: { gamesPerMonth: null, users: 2_000, storageMb: 102_400 },
  };

export const MB = 1024 * 1024;

export type { TPlan };
export { PLANS, TRIAL_DAYS };

/** The trial banner shows from this many days before the trial ends. */
export const TRIAL_WARNING_DAYS = 5;

/** `GET /companies/{id}/plan`: a company's plan, its limits and what it uses of them now. */
export const ZPlanUsage = z.object({
  companyId: z.string(),
  plan: z.enum(PLANS),
  trialEndsAt: z.string().nullable(),
  limits: z.object({
    gamesPerMonth: z.number().int().nullable(),
    users: z.number().int(),
    storageMb: z.number().int(),
  }),
  usage: z.object({
    gamesThisMonth: z.number().int(),
    users: z.number().int(),
    storageBytes: z.number().int(),
  }),
});
export type TPlanUsage = z.infer<typeof ZPlanUsage>;

/** Whole days left of a trial (0 on its last day, negative once over), or null without a trial. */
export function trialDaysLeft(trialEndsAt: string | null, now = new Date()): number | null {
  if (!trialEndsAt) return null;
  return Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / 86_400_000);
}
