import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { LANGUAGES, PLANS } from './constants.ts';
import { pageOf, ZPageQuery, ZSortOrder } from './pagination.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_SOURCES = ['register', 'onboarding', 'form'] as const;
export const LEAD_SORTS = ['createdAt', 'companyName', 'status', 'trialEndsAt'] as const;

/** A lead's next steps: the pipeline moves forward, and a lost lead may be reopened. */
export const LEAD_NEXT: Record<TLeadStatus, TLeadStatus[]> = {
  new: ['contacted', 'qualified', 'lost'],
  contacted: ['qualified', 'won', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: ['contacted'],
};

export const ZSalesLead = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  owner: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  /** The company the lead became, with its plan and trial end. */
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      plan: z.enum(PLANS),
      trialEndsAt: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSalesLead = z.infer<typeof ZSalesLead>;

/** One entry of a lead's history: a note, a status change, or both. */
export const ZLeadNote = z.object({
  id: z.string(),
  body: z.string(),
  fromStatus: z.enum(LEAD_STATUSES).nullable(),
  toStatus: z.enum(LEAD_STATUSES).nullable(),
  author: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TLeadNote = z.infer<typeof ZLeadNote>;

export const ZSalesLeadDetail = ZSalesLead.extend({
  history: z.array(ZLeadNote),
  /** Platform admins a lead can be given to. */
  owners: z.array(z.object({ id: z.string(), fullName: z.string() })),
});
export type TSalesLeadDetail = z.infer<typeof ZSalesLeadDetail>;

export const ZSalesLeadListQuery = ZPageQuery.extend({
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  sort: z.enum(LEAD_SORTS).default('createdAt'),
  order: ZSortOrder.default('desc'),
});
export type TSalesLeadListQuery = z.input<typeof ZSalesLeadListQuery>;

export const ZSalesLeadPage = pageOf(ZSalesLead);

/** `PUT /salesleads/{id}`: any of status, owner (null to clear) and a note; each change is kept in the history. */
export const ZUpdateSalesLeadRequest = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  ownerId: z.uuid().nullable().optional(),
  note: z.string().trim().max(4000).optional(),
});
export type TUpdateSalesLeadRequest = z.input<typeof ZUpdateSalesLeadRequest>;

/**
 * `POST /game/salesleads`: the public lead form. `website` is a honeypot a person never sees or
 * fills; a form that arrives with it is thanked and dropped.
 */
export const ZLeadFormRequest = z.object({
  companyName: z.string().trim().min(2).max(120),
  contactName: z.string().trim().min(2).max(120),
  email: ZEmail,
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d\s./-]*$/)
    .optional(),
  message: z.string().trim().max(2000).default(''),
  language: z.enum(LANGUAGES).default('en'),
  website: z.string().max(200).optional(),
});
export type TLeadFormRequest = z.input<typeof ZLeadFormRequest>;
