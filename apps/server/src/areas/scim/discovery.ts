import { SCIM, SCIM_MAX_COUNT } from '@rally/contracts/scim';

/**
 * What the endpoint tells a directory of itself (RFC 7644 section 4, RFC 7643 sections 5-7): Users
 * only (no Groups: decision 0036), PATCH and filters yes, bulk, sort and password changes no, ETags yes.
 */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM.serviceProviderConfig],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: "One of the company's SCIM tokens, created by a company admin in Rally and shown once.",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function userResourceType(baseUrl: string) {
  return {
    schemas: [SCIM.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person of the company: a player in Rally, signing in with userName as e-mail.',
    schema: SCIM.user,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
}

const attribute = (
  name: string,
  more: {
    type?: string;
    required?: boolean;
    mutability?: string;
    uniqueness?: string;
    caseExact?: boolean;
    description: string;
  },
) => ({
  name,
  type: more.type ?? 'string',
  multiValued: false,
  required: more.required ?? false,
  caseExact: more.caseExact ?? false,
  mutability: more.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: more.uniqueness ?? 'none',
  description: more.description,
});

/** The User schema as Rally keeps it: the attributes it stores; others are accepted and not kept. */
export function userSchema(baseUrl: string) {
  return {
    schemas: [SCIM.schema],
    id: SCIM.user,
    name: 'User',
    description: 'User Account',
    attributes: [
      attribute('userName', {
        required: true,
        uniqueness: 'server',
        description: 'The e-mail address the person signs in with; unique across Rally.',
      }),
      {
        ...attribute('name', { type: 'complex', description: "The person's name." }),
        subAttributes: [
          attribute('formatted', { description: 'The full name.' }),
          attribute('givenName', { description: 'The given name.' }),
          attribute('familyName', { description: 'The family name.' }),
        ],
      },
      attribute('displayName', { description: 'The name Rally shows.' }),
      attribute('active', {
        type: 'boolean',
        description: 'False disables the user and ends every session.',
      }),
      attribute('preferredLanguage', { description: 'en, de, fr or pt (others keep the company language).' }),
      attribute('externalId', { caseExact: true, description: "The directory's own id of the person." }),
      {
        ...attribute('emails', {
          type: 'complex',
          mutability: 'readOnly',
          description: 'The sign-in address again (from userName).',
        }),
        multiValued: true,
      },
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM.user}` },
  };
}

/** A list answer of discovery resources (every one at once: there are few). */
export const listOf = (resources: object[]) => ({
  schemas: [SCIM.listResponse],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});
