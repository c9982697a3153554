import type { TRole } from '@rally/contracts/abilities';
import type { TLanguage } from '@rally/contracts/constants';
import { type TMessage, toMessage } from '@rally/contracts/messages';
import type { TUploadChange, TUploadRowResult } from '@rally/contracts/uploads';
import type { ValidRow } from './validate.ts';

/** The fields of a user an upload may change. */
export type UserFields = { fullName: string; role: TRole; language: string };
export type ExistingUser = UserFields & { id: string; companyId: string; email: string };
export type NewInvitee = { line: number; email: string; fullName: string; role: TRole; language: TLanguage };
export type UserChange = UserFields & { line: number; id: string; email: string };

export type PlanContext = {
  companyId: string;
  uploaderId: string;
  assignable: TRole[];
  companyLanguage: TLanguage;
  /** Rows whose changes to existing users the organiser chose to apply; the others keep the user as is. */
  updateLines: ReadonlySet<number> | 'all';
  /** Each update row's changes as the preview showed them: an update applies only while they still hold. */
  previewed?: ReadonlyMap<number, TUploadChange[]>;
};

export type Decision =
  | { action: 'create'; invitee: NewInvitee }
  | { action: 'update'; user: ExistingUser; next: UserFields; changes: TUploadChange[] }
  | { action: 'unchanged' }
  | { action: 'refuse'; reason: TMessage };

const FIELDS = ['fullName', 'role', 'language'] as const;

/**
 * What one valid row would do, matched to its user by e-mail so that uploading the same file again
 * changes nothing. Blank role or language cells keep an existing user's values, and take the
 * defaults (player, the company's language) for a new one.
 */
export function decide(row: ValidRow, user: ExistingUser | undefined, ctx: PlanContext): Decision {
  if (!user) {
    const invitee = {
      line: row.line,
      email: row.email,
      fullName: row.fullName,
      role: row.role ?? 'player',
      language: row.language ?? ctx.companyLanguage,
    };
    return { action: 'create', invitee };
  }
  // Neutral on purpose: it must not reveal that the e-mail belongs to another company.
  if (user.companyId !== ctx.companyId)
    return { action: 'refuse', reason: toMessage('upload.emailUnusable') };
  const next = {
    fullName: row.fullName,
    role: row.role ?? user.role,
    language: row.language ?? user.language,
  };
  const changes = FIELDS.filter((f) => next[f] !== user[f]).map((field) => ({
    field,
    from: user[field],
    to: next[field],
  }));
  if (changes.length === 0) return { action: 'unchanged' };
  if (!ctx.assignable.includes(user.role)) {
    return { action: 'refuse', reason: toMessage('upload.onlyPlatformAdmin') };
  }
  if (user.id === ctx.uploaderId && next.role !== user.role) {
    return { action: 'refuse', reason: toMessage('upload.ownRole') };
  }
  return { action: 'update', user, next, changes };
}

const sameChanges = (a: TUploadChange[], b: TUploadChange[]) =>
  a.length === b.length &&
  a.every((c, i) => c.field === b[i]?.field && c.from === b[i]?.from && c.to === b[i]?.to);

/** The writes a chunk of valid rows makes, and the result of every row that writes nothing. */
export function planUpload(rows: ValidRow[], existing: Map<string, ExistingUser>, ctx: PlanContext) {
  const creates: NewInvitee[] = [];
  const updates: UserChange[] = [];
  const results: TUploadRowResult[] = [];
  const skip = (row: ValidRow, reason: TMessage) =>
    results.push({ row: row.line, email: row.email, status: 'skipped', reasons: [reason] });

  for (const row of rows) {
    const decision = decide(row, existing.get(row.email), ctx);
    if (decision.action === 'create') creates.push(decision.invitee);
    else if (decision.action === 'refuse') {
      results.push({ row: row.line, email: row.email, status: 'failed', reasons: [decision.reason] });
    } else if (decision.action === 'unchanged') skip(row, toMessage('upload.noChanges'));
    else if (ctx.updateLines !== 'all' && !ctx.updateLines.has(row.line)) {
      skip(row, toMessage('upload.keptExisting'));
    } else {
      const shown = ctx.previewed?.get(row.line);
      if (shown && !sameChanges(shown, decision.changes)) skip(row, toMessage('upload.changedSincePreview'));
      else updates.push({ line: row.line, id: decision.user.id, email: row.email, ...decision.next });
    }
  }
  return { creates, updates, results };
}
