import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextPosition } from '../../db/position.ts';
import { updateRow } from '../../db/rows.ts';
import { activities, behaviours } from '../../db/schema/index.ts';
import { type Scope, tenantFilter } from '../../lib/scope.ts';
import { rowsAndTotal } from '../../lib/search.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type BehaviourRow = typeof behaviours.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type NewBehaviour = typeof behaviours.$inferInsert;

// Position first, then creation; the id breaks ties so paging never repeats or skips a row.
const activityOrder = [asc(activities.position), asc(activities.createdAt), asc(activities.id)];
const behaviourOrder = [asc(behaviours.position), asc(behaviours.createdAt), asc(behaviours.id)];

const ofGame = (scope: Scope, gameId: string) =>
  and(tenantFilter(scope, activities.companyId), eq(activities.gameId, gameId));

/** One page of a game's activities and how many it has in all. */
export async function listGameActivityPage(
  db: Executor,
  scope: Scope,
  gameId: string,
  page: { limit: number; offset: number },
) {
  const where = ofGame(scope, gameId);
  return rowsAndTotal(
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...activityOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(activities).where(where),
  );
}

/** A game's activities, all of them or only `ids`, in their order. */
export function listGameActivities(db: Executor, scope: Scope, gameId: string, ids?: string[]) {
  return db
    .select()
    .from(activities)
    .where(and(ofGame(scope, gameId), ids ? inArray(activities.id, ids) : undefined))
    .orderBy(...activityOrder);
}

export function listBehavioursOf(db: Executor, scope: Scope, activityIds: string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(behaviours)
    .where(and(tenantFilter(scope, behaviours.companyId), inArray(behaviours.activityId, activityIds)))
    .orderBy(...behaviourOrder);
}

export async function findActivity(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(tenantFilter(scope, activities.companyId), eq(activities.id, id)));
  return row;
}

export async function findBehaviour(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(behaviours)
    .where(and(tenantFilter(scope, behaviours.companyId), eq(behaviours.id, id)));
  return row;
}

/** The position after the last activity of a game (0 for the first). */
export const nextActivityPosition = (db: Executor, gameId: string) =>
  nextPosition(db, activities, eq(activities.gameId, gameId));

/** The position after the last behaviour of an activity (0 for the first). */
export const nextBehaviourPosition = (db: Executor, activityId: string) =>
  nextPosition(db, behaviours, eq(behaviours.activityId, activityId));

export function insertActivities(db: Executor, values: NewActivity[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(activities).values(values).returning();
}

export function insertBehaviours(db: Executor, values: NewBehaviour[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(behaviours).values(values).returning();
}

export const updateActivityRow = (db: Executor, id: string, values: Partial<NewActivity>) =>
  updateRow(db, activities, id, values);

export const updateBehaviourRow = (db: Executor, id: string, values: Partial<NewBehaviour>) =>
  updateRow(db, behaviours, id, values);

/** Its behaviours go with it (foreign key cascade). */
export async function deleteActivityRow(db: Executor, id: string) {
  await db.delete(activities).where(eq(activities.id, id));
}

export async function deleteBehaviourRow(db: Executor, id: string) {
  await db.delete(behaviours).where(eq(behaviours.id, id));
}
