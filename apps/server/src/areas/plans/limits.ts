import { MB, PLAN_LIMITS } from '@rally/contracts/plans';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { lockForTransaction } from '../../lib/locks.ts';
import { countGamesSince, countSeatedUsers, findCompanyPlan, sumStoredBytes } from './queries.ts';

/** The first instant of the current calendar month, UTC: "games a month" counts from here. */
export function monthStart(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Every place that creates games or users for a company calls these inside the transaction that
 * writes (decision 0022). They take the company's plan lock first, so two concurrent creates count
 * one after the other and cannot both pass the last free place; the platform's own company is
 * not limited. A refusal is a 409 (the company's current state conflicts: a freed seat, a new month
 * or a bigger plan lifts it), never a 403, which the web client reads as "sign out".
 */
export async function lockCompanyPlan(tx: Executor, companyId: string) {
  await lockForTransaction(tx, `plan:${companyId}`);
}

/** Refuses when `adding` more games this month would pass the company's plan. */
export async function assertGameRoom(tx: Executor, companyId: string, adding = 1) {
  await lockCompanyPlan(tx, companyId);
  const company = await findCompanyPlan(tx, companyId);
  if (!company || company.isPlatform) return;
  const limit = PLAN_LIMITS[company.plan].gamesPerMonth;
  if (limit === null) return;
  const used = await countGamesSince(tx, companyId, monthStart());
  if (used + adding > limit) {
    throw new AppError('CONFLICT', 'plans.gamesLimit', { plan: company.plan, limit, used });
  }
}

/**
 * Refuses when the company would hold more seated users than its plan allows: with `adding`, the
 * users about to be written; with 0, after they were written (a bulk upload counts what it wrote,
 * and its transaction rolls back on the refusal). Call `lockCompanyPlan` before writing in that case.
 */
export async function assertUserRoom(tx: Executor, companyId: string, adding = 1) {
  await lockCompanyPlan(tx, companyId);
  const company = await findCompanyPlan(tx, companyId);
  if (!company || company.isPlatform) return;
  const limit = PLAN_LIMITS[company.plan].users;
  const used = await countSeatedUsers(tx, companyId);
  if (used + adding > limit) {
    throw new AppError('CONFLICT', 'plans.usersLimit', { plan: company.plan, limit, used });
  }
}

/**
 * Refuses when storing `adding` more bytes would pass the company's storage quota. Inside the
 * transaction that records the files it takes the plan lock (two uploads that each fit but not
 * together: the second counts the first); with `lock: false` it is an early check before any byte
 * is stored, which the locked one repeats.
 */
export async function assertStorageRoom(
  tx: Executor,
  companyId: string,
  adding: number,
  { lock = true }: { lock?: boolean } = {},
) {
  if (lock) await lockCompanyPlan(tx, companyId);
  const company = await findCompanyPlan(tx, companyId);
  if (!company || company.isPlatform) return;
  const limit = PLAN_LIMITS[company.plan].storageMb;
  const used = await sumStoredBytes(tx, companyId);
  if (used + adding > limit * MB) {
    const mb = (bytes: number) => Math.ceil(bytes / MB);
    throw new AppError('CONFLICT', 'plans.storageLimit', {
      plan: company.plan,
      limit,
      used: mb(used),
      needed: mb(adding),
    });
  }
}

export const isPlanLimit = (err: unknown) =>
  err instanceof AppError &&
  (err.messageCode === 'plans.usersLimit' || err.messageCode === 'plans.gamesLimit');
