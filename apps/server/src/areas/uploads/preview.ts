import type { TUploadPreview, TUploadPreviewRow } from '@rally/contracts/uploads';
import { BULK_ROWS } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { decide, type ExistingUser, type PlanContext } from './plan.ts';
import { findUsersByEmails } from './queries.ts';
import type { RawRow } from './rows.ts';
import { validateRows } from './validate.ts';

/** The users holding the rows' e-mails, in every company, by lower-cased e-mail. */
async function usersByEmail(db: Executor, emails: string[]) {
  const found = new Map<string, ExistingUser>();
  for (let i = 0; i < emails.length; i += BULK_ROWS) {
    for (const user of await findUsersByEmails(db, emails.slice(i, i + BULK_ROWS))) {
      found.set(user.email.toLowerCase(), user);
    }
  }
  return found;
}

/**
 * What each row of the file would do if confirmed now, in file order: checked by the same rules
 * and matched by the same decision as the write itself (`decide`), so the preview and the result
 * agree unless the users change in between. Reads users; writes nothing.
 */
export async function previewRows(
  db: Executor,
  rows: RawRow[],
  ctx: Omit<PlanContext, 'updateLines' | 'previewed'>,
): Promise<TUploadPreviewRow[]> {
  const { valid, failed } = validateRows(rows, ctx.assignable);
  const existing = await usersByEmail(
    db,
    valid.map((r) => r.email),
  );
  const byLine = new Map<number, Pick<TUploadPreviewRow, 'email' | 'action' | 'changes' | 'reasons'>>();
  for (const row of failed) byLine.set(row.row, { email: row.email, action: 'refuse', reasons: row.reasons });
  for (const row of valid) {
    const decision = decide(row, existing.get(row.email), { ...ctx, updateLines: 'all' });
    const { action } = decision;
    byLine.set(row.line, {
      email: row.email,
      action,
      ...(action === 'update' ? { changes: decision.changes } : {}),
      ...(action === 'refuse' ? { reasons: [decision.reason] } : {}),
    });
  }
  return rows.map((raw) => ({
    row: raw.line,
    fullName: raw.fullName,
    role: raw.role,
    language: raw.language,
    email: raw.email,
    action: 'refuse',
    ...byLine.get(raw.line),
  }));
}

export function countActions(rows: TUploadPreviewRow[]): TUploadPreview['counts'] {
  const counts = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) counts[row.action]++;
  return counts;
}

/** The file's rows again, from a stored preview, for the write; and the changes each update showed. */
export function rowsOfPreview(rows: TUploadPreviewRow[]) {
  const raw: RawRow[] = rows.map((r) => ({
    line: r.row,
    fullName: r.fullName,
    email: r.email,
    role: r.role,
    language: r.language,
  }));
  const previewed = new Map(rows.flatMap((r) => (r.changes ? [[r.row, r.changes] as const] : [])));
  return { raw, previewed };
}
