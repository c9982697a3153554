import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';

/** A customer company: the tenant. Plan and trial end are kept from the start (DESIGN section 3, Plans). */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  language: text('language').notNull().default('en'),
  /** IANA zone, canonical: where its new games' days begin and end unless an organiser picks another. */
  timezone: text('timezone').notNull().default('UTC'),
  plan: text('plan', { enum: ['basic', 'standard', 'enterprise'] })
    .notNull()
    .default('basic'),
  trialEndsAt: ts('trial_ends_at'),
  /** Customer lifecycle stage (trial, onboarding, live, churned): content follows the stage. */
  stage: text('stage').notNull().default('trial'),
  /** The platform's own company, home of the platform admins. */
  isPlatform: boolean('is_platform').notNull().default(false),
  ...timestamps(),
});
