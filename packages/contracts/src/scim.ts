import { z } from 'zod';

/**
 * SCIM 2.0 provisioning (RFC 7643, RFC 7644; decision 0036): what a company's directory (Entra ID,
 * Okta) sends to `/api/scim/v2` with one of the company's SCIM tokens, and the tokens themselves.
 */
export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The media type of every SCIM message (RFC 7644 section 3.1); plain JSON is accepted too. */
export const SCIM_CONTENT_TYPE = 'application/scim+json';
/** The path under the API where a company's directory connects. */
export const SCIM_BASE_PATH = '/scim/v2';
/** A SCIM token's prefix: `scim_` + 256 random bits (base64url). */
export const SCIM_TOKEN_PREFIX = 'scim_';
/** The most users one page of `GET /Users` holds, whatever `count` asks. */
export const SCIM_MAX_COUNT = 200;

/** A company's SCIM token, as listed (the secret is shown once, when it is created). */
export const ZScimToken = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TScimToken = z.infer<typeof ZScimToken>;
/** The tokens and the base URL a directory is given with one of them. */
export const ZScimTokenList = z.object({ baseUrl: z.string(), data: z.array(ZScimToken) });
export type TScimTokenList = z.infer<typeof ZScimTokenList>;
export const ZCreateScimTokenRequest = z.object({
  name: z.string().trim().min(1).max(80),
  /** Platform admins name the company; company admins create tokens for their own. */
  companyId: z.uuid().optional(),
});
export type TCreateScimTokenRequest = z.input<typeof ZCreateScimTokenRequest>;
export const ZCreatedScimToken = ZScimToken.extend({ secret: z.string() });
export type TCreatedScimToken = z.infer<typeof ZCreatedScimToken>;
export const ZScimTokenListQuery = z.object({ companyId: z.uuid().optional() });

/**
 * A SCIM boolean: Entra ID sends `"True"` / `"False"` as strings in its patches, so both spellings
 * are read as booleans, in any case.
 */
export const ZScimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['true', 'false']))
    .transform((s) => s === 'true'),
]);

const ZName = z.looseObject({
  givenName: z.string().max(200).nullish(),
  familyName: z.string().max(200).nullish(),
  formatted: z.string().max(200).nullish(),
});

/**
 * A User as a directory sends it (POST, PUT). Attributes Rally does not keep (phone numbers,
 * addresses, titles, the enterprise extension) are accepted and not stored, so a directory's
 * default mappings work unchanged; the ones Rally keeps are checked.
 */
export const ZScimUserInput = z.looseObject({
  schemas: z.array(z.string()).optional(),
  userName: z.string().trim().min(1).max(254),
  externalId: z.string().max(200).nullish(),
  name: ZName.nullish(),
  displayName: z.string().max(200).nullish(),
  active: ZScimBoolean.optional(),
  preferredLanguage: z.string().max(35).nullish(),
  locale: z.string().max(35).nullish(),
  emails: z.array(z.looseObject({ value: z.string().max(254).optional() })).nullish(),
});
export type TScimUserInput = z.output<typeof ZScimUserInput>;

/** One operation of a PATCH (RFC 7644 section 3.5.2); `op` in any case, as Entra ID writes `Replace`. */
export const ZScimPatchOperation = z.looseObject({
  op: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['add', 'replace', 'remove'])),
  path: z.string().max(300).optional(),
  value: z.unknown().optional(),
});
export type TScimPatchOperation = z.output<typeof ZScimPatchOperation>;
export const ZScimPatchRequest = z.looseObject({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(ZScimPatchOperation).min(1).max(100),
});

export const ZScimMeta = z.object({
  resourceType: z.string(),
  created: z.string().optional(),
  lastModified: z.string().optional(),
  location: z.string(),
  version: z.string().optional(),
});

/** A User as Rally answers it. */
export const ZScimUser = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string(),
  name: z.object({
    formatted: z.string(),
    givenName: z.string().optional(),
    familyName: z.string().optional(),
  }),
  displayName: z.string(),
  active: z.boolean(),
  preferredLanguage: z.string(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  meta: ZScimMeta,
});
export type TScimUser = z.infer<typeof ZScimUser>;

export const ZScimListQuery = z.object({
  filter: z.string().max(500).optional(),
  // Out-of-range numbers are read as the nearest allowed (RFC 7644 section 3.4.2.4), not refused.
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

export const ZScimUserList = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(ZScimUser),
});

/** SCIM's error message (RFC 7644 section 3.12); `status` is a string there. */
export const ZScimError = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string().optional(),
});
export type TScimError = z.infer<typeof ZScimError>;
