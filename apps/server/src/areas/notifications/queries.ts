import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function listNotifications(
  db: Executor,
  opts: { userId: string; recordStatus: number; limit: number },
) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, opts.userId), eq(notifications.recordStatus, opts.recordStatus)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.recordStatus, 1), isNull(notifications.readAt)),
    );
  return Number(row?.n ?? 0);
}

/** One of the user's own notifications; anyone else's is not found. */
export async function findOwnNotification(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

export async function updateNotification(
  db: Executor,
  id: string,
  values: Partial<Pick<NotificationRow, 'readAt' | 'recordStatus'>>,
) {
  const [row] = await db.update(notifications).set(values).where(eq(notifications.id, id)).returning();
  if (!row) throw new Error('notification vanished');
  return row;
}

export async function markAllRead(db: Executor, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function insertNotifications(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** The user while still invited, locked so two links used at once activate (and notify) once. */
export async function findInvitedUserForUpdate(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'invited')))
    .for('update');
  return row;
}

export function listActiveCompanyAdmins(db: Executor, companyId: string, except: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'company_admin'),
        eq(users.status, 'active'),
        ne(users.id, except),
      ),
    );
}
