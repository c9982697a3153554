import { z } from 'zod';
import { ZEmail, ZPassword } from './auth.ts';
import { LANGUAGES } from './constants.ts';
import { ZDay, ZGameName } from './games.ts';
import { ZTeamName } from './teams.ts';
import { TEMPLATE_CATEGORY_KEYS } from './templates.ts';
import { ZTimezone } from './timezones.ts';

/** How many colleagues the onboarding form invites at most; the plan's users bound it too. */
export const ONBOARDING_MAX_INVITEES = 50;
export const ONBOARDING_MAX_TEAMS = 10;

/** `GET /game/onboarding/templates?lang=`: the global templates a prospect picks from, by category. */
export const ZOnboardingCatalog = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      key: z.enum(TEMPLATE_CATEGORY_KEYS),
      templates: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
    }),
  ),
});
export type TOnboardingCatalog = z.infer<typeof ZOnboardingCatalog>;
export const ZOnboardingCatalogQuery = z.object({ lang: z.enum(LANGUAGES).default('en') });

const name = z.string().trim().min(2).max(120);
/** A field no person sees or fills (hidden from sight and from assistive technology); bots do. */
const honeypot = z.string().max(200).optional();

/**
 * `POST /game/onboarding`: a company on a trial, its organiser, a game from a template, its teams
 * and the colleagues invited. `submissionId` is made once per form by the browser: sending the same
 * form twice creates everything once.
 */
export const ZOnboardingRequest = z.object({
  submissionId: z.uuid(),
  companyName: name,
  fullName: name,
  email: ZEmail,
  password: ZPassword,
  language: z.enum(LANGUAGES).default('en'),
  /** The prospect's browser zone: the company's, and so its game's. Left out: UTC. */
  timezone: z.optional(ZTimezone),
  templateId: z.uuid(),
  gameName: ZGameName,
  startDate: ZDay,
  endDate: ZDay,
  teams: z.array(ZTeamName).min(1).max(ONBOARDING_MAX_TEAMS),
  invitees: z.array(ZEmail).max(ONBOARDING_MAX_INVITEES).default([]),
  website: honeypot,
});
export type TOnboardingRequest = z.input<typeof ZOnboardingRequest>;

/** `GET /game/onboarding-user/{id}`: what a colleague sees before joining a game by its public id. */
export const ZJoinableGame = z.object({
  publicId: z.string(),
  name: z.string(),
  companyName: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TJoinableGame = z.infer<typeof ZJoinableGame>;

/** `POST /game/onboarding-user`: a colleague joins a game by link into one of its teams. */
export const ZJoinRequest = z.object({
  gameId: z.string().trim().min(8).max(64),
  teamId: z.uuid(),
  fullName: name,
  email: ZEmail,
  password: ZPassword,
  language: z.enum(LANGUAGES).default('en'),
  website: honeypot,
});
export type TJoinRequest = z.input<typeof ZJoinRequest>;
