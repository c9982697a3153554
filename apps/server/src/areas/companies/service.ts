import type {
  COMPANY_SORTS,
  COMPANY_STAGES,
  TCompany,
  TCompanyDetail,
  TUpdateCompanyRequest,
  ZCreateCompanyRequest,
} from '@rally/contracts/companies';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { conflict, type FieldError, invalidFields, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import { isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { listPage, pageWindow, type SortOrder } from '../../lib/search.ts';
import { languageOf } from '../../mail/templates.ts';
import { trialEndsFromNow } from '../auth/registration-service.ts';
import { listCompanyStorageKeys } from '../files/service.ts';
import {
  type CompanyRow,
  countCompanyData,
  countCompanyUsers,
  deleteCompanyRow,
  findCompany,
  findCompanyRef,
  insertCompany,
  listCompanies,
  listCompanyAdmins,
  updateCompany,
} from './queries.ts';

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

export const toCompany = ({ isPlatform: _, ...c }: CompanyRow): TCompany => ({
  ...c,
  language: languageOf(c.language),
  stage: c.stage as (typeof COMPANY_STAGES)[number],
  trialEndsAt: c.trialEndsAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/** A company in the caller's scope; another company's answers 404 like an unknown one. */
export async function companyInScope(db: Executor, scope: Scope, id: string) {
  const company = await findCompany(db, scope, id);
  if (!company) throw notFound('companies.notFound');
  return company;
}

/** What a write says about its company: the id its input names, if any, and where. */
export type NamedCompany = {
  named: string | undefined;
  /** The input field naming it, for the refusal (`competition.companyId`, `companyID`). */
  field: string;
  /** A platform admin must name one: games and people belong to a customer, not the platform. */
  required?: boolean;
};
export type WriteCompany = NonNullable<Awaited<ReturnType<typeof findCompanyRef>>>;

/**
 * The company a write belongs to, the one answer every area asks (decision 0003): the caller's
 * own when the input names none or names it; a platform admin may name any existing company (and
 * must, where `required`). Refusals are 400 naming the field: `companies.required`, or
 * `companies.noSuchCompany` for an unknown company and, for anyone but a platform admin, for
 * another company's, answered alike so a company never learns another's id exists. Answers the
 * refusal rather than throwing it, for a form that names every refused field at once.
 */
export async function resolveWriteCompany(
  db: Executor,
  scope: Scope,
  want: NamedCompany,
): Promise<{ company: WriteCompany } | { refused: FieldError }> {
  const refused = (messageCode: FieldError['messageCode']) => ({
    refused: { path: want.field, messageCode },
  });
  if (want.named === undefined && want.required && isPlatformAdmin(scope))
    return refused('companies.required');
  const company = await findCompanyRef(db, scope, want.named ?? scope.companyId);
  return company ? { company } : refused('companies.noSuchCompany');
}

/** `resolveWriteCompany`, its refusal thrown. */
export async function writeCompany(db: Executor, scope: Scope, want: NamedCompany) {
  const answer = await resolveWriteCompany(db, scope, want);
  if ('refused' in answer) throw invalidFields([answer.refused]);
  return answer.company;
}

/** `GET /company/all`: platform admins see every customer company; everyone else their own. */
export async function listCompanyPage(opts: {
  db: Executor;
  scope: Scope;
  page: number;
  perPage: number;
  q?: string | undefined;
  plan?: TCompany['plan'] | undefined;
  stage?: string | undefined;
  sort: (typeof COMPANY_SORTS)[number];
  order: SortOrder;
}) {
  const { rows, total } = await listCompanies(opts.db, opts.scope, {
    ...opts,
    ...pageWindow(opts.page, opts.perPage),
  });
  return listPage(rows.map(toCompany), total, opts.perPage);
}

export async function getCompany(opts: { db: Executor; scope: Scope; id: string }): Promise<TCompanyDetail> {
  const company = await companyInScope(opts.db, opts.scope, opts.id);
  const [people, admins] = await readAll(
    opts.db,
    () => countCompanyUsers(opts.db, company.id),
    () => listCompanyAdmins(opts.db, company.id),
  );
  const counts = { users: 0, active: 0, invited: 0, disabled: 0, companyAdmins: 0, players: 0, clients: 0 };
  const byRole = { company_admin: 'companyAdmins', player: 'players', client: 'clients' } as const;
  for (const row of people) {
    const n = Number(row.n);
    counts.users += n;
    counts[row.status] += n;
    if (row.role !== 'admin') counts[byRole[row.role]] += n;
  }
  return { ...toCompany(company), counts, admins };
}

/** `POST /companies` (platform admins): a trial without an end date gets the usual trial length. */
export async function createCompany(opts: CallerInput<typeof ZCreateCompanyRequest>) {
  const { trialEndsAt, ...fields } = opts.input;
  const defaultTrialEnd = fields.stage === 'trial' ? trialEndsFromNow() : null;
  const id = await insertCompany(opts.tx, {
    ...fields,
    trialEndsAt: trialEndsAt === undefined ? defaultTrialEnd : toDate(trialEndsAt),
  });
  return toCompany(await companyInScope(opts.tx, opts.scope, id));
}

/** Plan, stage and trial are the platform's business; a company admin names the company and its language. */
const PLATFORM_FIELDS = ['plan', 'stage', 'trialEndsAt'] as const;

const sameValue = (field: (typeof PLATFORM_FIELDS)[number], company: CompanyRow, value: unknown) =>
  field === 'trialEndsAt'
    ? (company.trialEndsAt?.getTime() ?? null) === (toDate(value as string | null)?.getTime() ?? null)
    : company[field] === value;

/**
 * `PUT /companies/{id}`. A company admin sending a platform field unchanged (a form posting the whole
 * record) is fine; changing one is refused, naming each field.
 */
export async function updateCompanyDetails(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: TUpdateCompanyRequest;
}) {
  const company = await companyInScope(opts.tx, opts.scope, opts.id);
  const { trialEndsAt, ...fields } = opts.input;
  if (!isPlatformAdmin(opts.scope)) {
    const refused = PLATFORM_FIELDS.filter(
      (f) => opts.input[f] !== undefined && !sameValue(f, company, opts.input[f]),
    ).map((path) => ({ path, messageCode: 'validation.onlyPlatform' as const }));
    if (refused.length > 0) throw invalidFields(refused);
  }
  await updateCompany(opts.tx, company.id, {
    ...fields,
    ...(trialEndsAt === undefined ? {} : { trialEndsAt: toDate(trialEndsAt) }),
  });
  return toCompany(await companyInScope(opts.tx, opts.scope, company.id));
}

/**
 * `DELETE /companies/{id}` (platform admins). A company holding anything needs `confirm`; then the
 * cascade removes all of it. Returns the storage keys of its files, to discard after commit.
 */
export async function deleteCompany(opts: { tx: Executor; scope: Scope; id: string; confirm: boolean }) {
  const company = await companyInScope(opts.tx, opts.scope, opts.id);
  if (company.isPlatform) throw conflict('companies.cannotDeletePlatform');
  if (company.id === opts.scope.companyId) throw conflict('companies.cannotDeleteOwn');
  const held = await countCompanyData(opts.tx, company.id);
  if (!opts.confirm && Object.values(held).some((n) => n > 0)) {
    throw conflict('companies.holdsData', { name: company.name, ...held });
  }
  const keys = await listCompanyStorageKeys(opts.tx, company.id);
  await deleteCompanyRow(opts.tx, company.id);
  return keys;
}
