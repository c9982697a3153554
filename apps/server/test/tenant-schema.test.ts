import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * The tables that hold no company's data, and why. Every other table is a tenant table: it must carry
 * `company_id` (`tenantId()` in db/schema/columns.ts), so a new table fails here until it does or
 * is added to this list with its reason.
 */
const GLOBAL_TABLES: Record<string, string> = {
  companies: 'the tenants themselves',
  charities: "the platform's charity list",
  api_clients: 'the applications allowed to call the API',
  sign_in_failures: 'keyed by a hash of the e-mail tried, whether an account has it or not',
  sales_leads: 'platform-owned; its nullable company_id names the company a lead became',
  lead_notes: "a sales lead's history; platform-owned like the lead",
  rate_limits: 'request counts keyed by user id or address, for every process',
  platform_secrets: 'the secrets every server process shares',
  jobs: "the job scheduler's queue: timed work of the platform; a job's payload names its records",
  stored_objects: 'bytes behind files.storage_key; the files row carries the company',
  // ADR 0020: a template is global (company_id null, the platform's) or one company's; its content
  // reaches the tenant only through templates.company_id, checked on every call by the template.
  template_categories: 'the six categories of the spec, the same for everyone',
  templates: "global (nullable company_id) or a company's own; cascades with its company",
  template_tasks: 'content of a template: scoped and deleted through templates.company_id',
  template_sub_tasks: 'content of a template: scoped and deleted through templates.company_id',
  template_kpis: 'content of a template: scoped and deleted through templates.company_id',
  template_target_kpis: 'content of a template: scoped and deleted through templates.company_id',
  template_charities: 'content of a template: scoped and deleted through templates.company_id',
};

/** Read from the migrated database, not from the Drizzle schema: what a query really runs against. */
describe('tenant columns in the live schema', () => {
  let t: TestContext;
  const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  let tables: string[];
  let tenantColumns: Map<string, { nullable: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    tables = (
      await rows<{ name: string }>(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).map((r) => r.name);
    const columns = await rows<{ name: string; nullable: string }>(
      sql`select table_name as name, is_nullable as nullable from information_schema.columns
          where table_schema = 'public' and column_name = 'company_id'`,
    );
    tenantColumns = new Map(columns.map((c) => [c.name, { nullable: c.nullable }]));
  });
  afterAll(() => t.close());

  const tenantTables = () => tables.filter((name) => !(name in GLOBAL_TABLES));

  it('has company_id on every table that is not listed as global', () => {
    expect(tenantTables().length).toBeGreaterThan(10);
    expect(tenantTables().filter((name) => !tenantColumns.has(name))).toEqual([]);
  });

  it('lists only global tables that exist', () => {
    expect(Object.keys(GLOBAL_TABLES).filter((name) => !tables.includes(name))).toEqual([]);
  });

  it('keeps company_id NOT NULL on every tenant table', () => {
    const nullable = tenantTables().filter((name) => tenantColumns.get(name)?.nullable !== 'NO');
    expect(nullable).toEqual([]);
  });

  it('indexes company_id (as the first column of an index) on every tenant table', async () => {
    const indexed = await rows<{ name: string }>(
      sql`select distinct c.relname as name from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where a.attname = 'company_id'`,
    );
    const names = new Set(indexed.map((r) => r.name));
    expect(tenantTables().filter((name) => !names.has(name))).toEqual([]);
  });

  it('deletes tenant rows with their company (foreign key, on delete cascade)', async () => {
    const cascading = await rows<{ name: string }>(
      sql`select c.relname as name from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
          where k.contype = 'f' and k.confrelid = 'public.companies'::regclass
            and a.attname = 'company_id' and k.confdeltype = 'c'`,
    );
    const names = new Set(cascading.map((r) => r.name));
    expect(tenantTables().filter((name) => !names.has(name))).toEqual([]);
  });
});
