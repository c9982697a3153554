import { z } from 'zod';

/** A domain as e-mails carry it after the `@`: lower-case labels of letters, digits and hyphens. */
export const ZSsoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/);

/** One identity provider of the company (decision 0035); its client secret is never shown again. */
export const ZSsoProvider = z.object({
  id: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  domains: z.array(z.string()),
  createUsers: z.boolean(),
  createdAt: z.string(),
});
export type TSsoProvider = z.infer<typeof ZSsoProvider>;
export const ZSsoProviderList = z.object({
  data: z.array(ZSsoProvider),
  /** The redirect URI to register at a provider: Rally's `/sso/callback` page. */
  redirectUri: z.string(),
});

/** `POST /company/sso/providers`: the issuer, Rally's client at the provider, the domains it serves. */
export const ZCreateSsoProviderRequest = z.object({
  issuer: z.url({ protocol: /^https?$/ }).max(2048),
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().min(1).max(1024),
  domains: z.array(ZSsoDomain).min(1).max(50),
  createUsers: z.boolean().default(false),
});
export type TCreateSsoProviderRequest = z.input<typeof ZCreateSsoProviderRequest>;

/**
 * `PUT /company/sso/providers/{id}`: the provider as create takes it, in full. The client secret is
 * optional: omitted keeps the stored one (it is never shown, so a form cannot send it back), given
 * replaces it (rotation at the provider).
 */
export const ZUpdateSsoProviderRequest = ZCreateSsoProviderRequest.extend({
  clientSecret: ZCreateSsoProviderRequest.shape.clientSecret.optional(),
  // Required here: a default would switch creating players off whenever a caller left it out.
  createUsers: z.boolean(),
});
export type TUpdateSsoProviderRequest = z.input<typeof ZUpdateSsoProviderRequest>;

/** `GET|PUT /company/sso/policy`: whether passwords are refused, and who may still use one. */
export const ZSsoPolicy = z.object({
  required: z.boolean(),
  /** The one company admin who may still sign in with a password when SSO is required. */
  breakGlassUserId: z.uuid().nullable(),
});
export type TSsoPolicy = z.infer<typeof ZSsoPolicy>;
