import { z } from 'zod';
import { LANGUAGES, PLANS } from './constants.ts';
import { pageOf, ZPageQuery, ZSortOrder } from './pagination.ts';
import { DEFAULT_TIMEZONE, ZTimezone } from './timezones.ts';

export const COMPANY_STAGES = ['trial', 'onboarding', 'live', 'churned'] as const;
export const COMPANY_SORTS = ['name', 'plan', 'stage', 'trialEndsAt', 'createdAt', 'users'] as const;

export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  /** URL of the logo under `/api/files/...`, or null. */
  logoUrl: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** IANA zone: a new game of the company runs in it unless its organiser chooses another. */
  timezone: z.string(),
  plan: z.enum(PLANS),
  stage: z.enum(COMPANY_STAGES),
  trialEndsAt: z.string().nullable(),
  users: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** `GET /companies/{id}`: the company with its people counted and its admins listed. */
export const ZCompanyDetail = ZCompany.extend({
  counts: z.object({
    users: z.number().int(),
    active: z.number().int(),
    invited: z.number().int(),
    disabled: z.number().int(),
    companyAdmins: z.number().int(),
    players: z.number().int(),
    clients: z.number().int(),
  }),
  admins: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string() })),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const ZCompanyListQuery = ZPageQuery.extend({
  plan: z.enum(PLANS).optional(),
  stage: z.enum(COMPANY_STAGES).optional(),
  sort: z.enum(COMPANY_SORTS).default('name'),
  order: ZSortOrder.default('asc'),
});
export const ZCompanyPage = pageOf(ZCompany);

const companyFields = {
  name: z.string().trim().min(2).max(120),
  language: z.enum(LANGUAGES),
  /** An IANA zone (`Europe/Berlin`), stored canonical; an unknown one is refused. */
  timezone: ZTimezone,
  plan: z.enum(PLANS),
  stage: z.enum(COMPANY_STAGES),
  /** ISO date-time; null for no trial. */
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
};
/** `POST /companies` (platform admins). */
export const ZCreateCompanyRequest = z.object({
  ...companyFields,
  language: companyFields.language.default('en'),
  timezone: z._default(companyFields.timezone, DEFAULT_TIMEZONE),
  plan: companyFields.plan.default('basic'),
  stage: companyFields.stage.default('trial'),
  trialEndsAt: companyFields.trialEndsAt.optional(),
});
/** `PUT /companies/{id}`: a company admin may change name, language and time zone; plan, stage and trial are the platform's. */
export const ZUpdateCompanyRequest = z.object(companyFields).partial();
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequest>;
export type TUpdateCompanyRequest = z.input<typeof ZUpdateCompanyRequest>;

/** `DELETE /companies/{id}` without `confirm=true` on a company with data answers 409 with these counts. */
export const ZDeleteCompanyQuery = z.object({ confirm: z.enum(['true', 'false']).default('false') });

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
