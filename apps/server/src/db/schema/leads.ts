import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { companies } from './companies.ts';

/**
 * Sales leads from the public onboarding flow and from register. Platform-owned (admins only);
 * `company_id` links the company a lead became, when it became one.
 */
export const salesLeads = pgTable(
  'sales_leads',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['register', 'onboarding', 'form'] }).notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['new', 'contacted', 'qualified', 'won', 'lost'] })
      .notNull()
      .default('new'),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('sales_leads_company_id_idx').on(t.companyId)],
);
