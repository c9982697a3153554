import { ROLES, type TRole } from '@rally/contracts/abilities';
import { ZEmail, ZLanguage } from '@rally/contracts/auth';
import { LANGUAGES, type TLanguage } from '@rally/contracts/constants';
import { type TMessage, toMessage } from '@rally/contracts/messages';
import type { TUploadRowResult } from '@rally/contracts/uploads';
import { ZCreateUserRequest } from '@rally/contracts/users';
import type { RawRow } from './rows.ts';

/** A row that passed the field rules; role and language are undefined where the file left them blank. */
export type ValidRow = { line: number; email: string; fullName: string; role?: TRole; language?: TLanguage };

/** The rules of one user are the create-user contract's; only the wording is the upload's. */
const ZFullName = ZCreateUserRequest.shape.fullName;

/** `Company admin`, `company-admin` and `COMPANY_ADMIN` all name the stored role `company_admin`. */
const roleValue = (cell: string) => cell.toLowerCase().replace(/[\s-]+/g, '_');
/** `EN`, `en-GB` and `pt_BR` name an interface language by their first part. */
const languageValue = (cell: string) => cell.toLowerCase().split(/[-_]/)[0];

function roleProblem(role: string, assignable: TRole[]) {
  if (assignable.some((r) => r === role)) return undefined;
  return (ROLES as readonly string[]).includes(role)
    ? toMessage('upload.roleNotAssignable', { role })
    : toMessage('upload.roleUnknown', { roles: assignable.join(', ') });
}

/**
 * Checks every row against the field rules, before anything is looked up or written. An e-mail may
 * appear once per file: the first row with it counts, later ones fail.
 */
export function validateRows(rows: RawRow[], assignable: TRole[]) {
  const valid: ValidRow[] = [];
  const failed: TUploadRowResult[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const problems: TMessage[] = [];
    const fullName = ZFullName.safeParse(row.fullName);
    if (!fullName.success) problems.push(toMessage('upload.fullNameLength', { min: 2, max: 120 }));
    const email = ZEmail.safeParse(row.email);
    if (!email.success) problems.push(toMessage(row.email ? 'upload.emailInvalid' : 'upload.emailRequired'));
    const role = row.role ? roleValue(row.role) : undefined;
    const badRole = role === undefined ? undefined : roleProblem(role, assignable);
    if (badRole) problems.push(badRole);
    const language = row.language ? ZLanguage.safeParse(languageValue(row.language)) : undefined;
    if (language && !language.success) {
      problems.push(toMessage('upload.languageUnknown', { languages: LANGUAGES.join(', ') }));
    }
    if (email.success) {
      const first = firstLine.get(email.data);
      if (first === undefined) firstLine.set(email.data, row.line);
      else problems.push(toMessage('upload.emailRepeated', { row: first }));
    }
    if (problems.length > 0 || !fullName.success || !email.success) {
      failed.push({ row: row.line, email: row.email, status: 'failed', reasons: problems });
      continue;
    }
    valid.push({
      line: row.line,
      email: email.data,
      fullName: fullName.data,
      role: assignable.find((r) => r === role),
      language: language?.data,
    });
  }
  return { valid, failed };
}
