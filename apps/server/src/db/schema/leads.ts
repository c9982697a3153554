import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { gameRef } from './refs.ts';
import { users } from './users.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

/**
 * Sales leads from the public onboarding flow, the lead form and register. Platform-owned (admins
 * only); `company_id` links the company a lead became, when it became one.
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
    /** What the prospect wrote in the lead form (plain text, never markup). */
    message: text('message').notNull().default(''),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The platform admin following the lead up. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('sales_leads_company_id_idx').on(t.companyId), index('sales_leads_status_idx').on(t.status)],
);

/**
 * A lead's history: a note, a status change or both, with its author and time. Rows are only ever
 * added, so the history reads as it happened.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => salesLeads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    fromStatus: text('from_status', { enum: LEAD_STATUSES }),
    toStatus: text('to_status', { enum: LEAD_STATUSES }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_id_idx').on(t.leadId)],
);

/**
 * One public onboarding (`POST /game/onboarding`): its submission id makes a double submit create
 * nothing twice, and it names the game that goes live when the organiser confirms their address
 * and that colleagues may join by link.
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: id(),
    companyId: tenantId(),
    submissionId: text('submission_id').notNull(),
    gameId: gameRef(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('onboardings_company_id_idx').on(t.companyId),
    uniqueIndex('onboardings_submission_id_key').on(t.submissionId),
    uniqueIndex('onboardings_game_id_key').on(t.gameId),
  ],
);
