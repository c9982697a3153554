import type { TRole } from '@rally/contracts/abilities';
import type { TLanguage } from '@rally/contracts/constants';
import type { TUploadRowResult } from '@rally/contracts/uploads';
import type { ValidRow } from './validate.ts';

export type ExistingUser = {
  id: string;
  companyId: string;
  email: string;
  fullName: string;
  role: TRole;
  language: string;
};
export type NewInvitee = { line: number; email: string; fullName: string; role: TRole; language: TLanguage };
export type UserChange = {
  line: number;
  id: string;
  email: string;
  fullName: string;
  role: TRole;
  language: string;
};

/** Neutral on purpose: it must not reveal that the e-mail belongs to another company. */
export const EMAIL_UNUSABLE = 'email: This e-mail cannot be used';

/**
 * Decides what each valid row does, matching users by e-mail so that uploading the same file again
 * changes nothing. Blank role or language cells keep an existing user's values, and take the
 * defaults (player, the company's language) for a new one.
 */
export function planUpload(
  rows: ValidRow[],
  existing: Map<string, ExistingUser>,
  ctx: { companyId: string; uploaderId: string; assignable: TRole[]; companyLanguage: TLanguage },
) {
  const creates: NewInvitee[] = [];
  const updates: UserChange[] = [];
  const results: TUploadRowResult[] = [];
  const fail = (row: ValidRow, reason: string) =>
    results.push({ row: row.line, email: row.email, status: 'failed', reason });

  for (const row of rows) {
    const user = existing.get(row.email);
    if (!user) {
      creates.push({
        line: row.line,
        email: row.email,
        fullName: row.fullName,
        role: row.role ?? 'player',
        language: row.language ?? ctx.companyLanguage,
      });
      continue;
    }
    if (user.companyId !== ctx.companyId) {
      fail(row, EMAIL_UNUSABLE);
      continue;
    }
    const next = {
      fullName: row.fullName,
      role: row.role ?? user.role,
      language: row.language ?? user.language,
    };
    if (next.fullName === user.fullName && next.role === user.role && next.language === user.language) {
      results.push({ row: row.line, email: row.email, status: 'skipped', reason: 'No changes' });
    } else if (!ctx.assignable.includes(user.role)) {
      fail(row, 'role: only a platform admin can change this user');
    } else if (user.id === ctx.uploaderId && next.role !== user.role) {
      fail(row, 'role: you cannot change your own role');
    } else {
      updates.push({ line: row.line, id: user.id, email: row.email, ...next });
    }
  }
  return { creates, updates, results };
}
