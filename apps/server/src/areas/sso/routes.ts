import {
  ZLoginResponse,
  ZSsoCallbackRequest,
  ZSsoStartRequest,
  ZSsoStartResponse,
} from '@rally/contracts/auth';
import {
  ZCreateSsoProviderRequest,
  ZSsoPolicy,
  ZSsoProvider,
  ZSsoProviderList,
  ZUpdateSsoProviderRequest,
} from '@rally/contracts/sso';
import type { FastifyInstance } from 'fastify';
import {
  callerOf,
  created,
  errorResponses,
  idParams,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { RATE_LIMITS } from '../auth/limits.ts';
import { createDiscoveryCache } from './discovery-cache.ts';
import type { ProviderConfiguration, RelyingParty } from './oidc.ts';
import {
  createSsoProvider,
  deleteSsoProvider,
  getSsoPolicy,
  listSsoProviders,
  setSsoPolicy,
  updateSsoProvider,
} from './service.ts';
import { finishSsoSignIn, type SignInDeps, startSsoSignIn } from './sign-in.ts';

/** The browser page the provider sends users back to; the web app hands its query to the callback route. */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** Single sign-on (decision 0035): a company's identity providers and policy, and signing in through them. */
export async function ssoRoutes(app: FastifyInstance) {
  const serverSecret = app.config.jwtSecret;
  const allowInsecureIssuers = app.config.sso.allowInsecureIssuers;
  const rp: RelyingParty = { redirectUri: `${app.config.appUrl}${SSO_CALLBACK_PATH}`, allowInsecureIssuers };
  // One per app: sign-ins read it, the provider's edit and delete drop its entry.
  const discovery = createDiscoveryCache<ProviderConfiguration>();
  const access = { read: ['update', 'Company'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['sso'], access }, ops);
  r.get('/company/sso/providers', read('list'), (request) =>
    listSsoProviders({ ...callerOf(app, request), redirectUri: rp.redirectUri }),
  );
  r.post('/company/sso/providers', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createSsoProvider({ ...ctx, input: request.body, serverSecret, allowInsecureIssuers }),
      ),
    ),
  );
  r.put(
    '/company/sso/providers/:id',
    write('edit'),
    handle.updateById((ctx) => updateSsoProvider({ ...ctx, serverSecret, allowInsecureIssuers, discovery })),
  );
  r.delete(
    '/company/sso/providers/:id',
    write('remove'),
    handle.removeById((ctx) => deleteSsoProvider({ ...ctx, discovery })),
  );
  r.get('/company/sso/policy', read('policy'), handle.byQuery(getSsoPolicy));
  r.put('/company/sso/policy', write('setPolicy'), handle.update(setSsoPolicy));

  const deps = (log: SignInDeps['log']): SignInDeps => ({
    db: app.db,
    jwt: app.jwt,
    rp,
    serverSecret,
    discovery,
    log,
  });
  r.post('/auth/sso/start', write('start'), (request) =>
    startSsoSignIn(deps(request.log), request.body.email),
  );
  r.post('/auth/sso/callback', write('callback'), (request) =>
    finishSsoSignIn(deps(request.log), request.body.query),
  );
}

const notFound = { 404: 'the identity provider does not exist or is another company’s' };

const ops = operations({
  list: {
    schema: { response: { 200: ZSsoProviderList } },
    summary: "List the company's identity providers",
    description:
      'Every OpenID Connect provider of the caller’s company (platform admins: of every company), newest first, with the e-mail domains it serves, and the redirect URI to register at a provider. Client secrets are never shown again.',
  },
  add: {
    schema: { body: ZCreateSsoProviderRequest, response: { 201: ZSsoProvider } },
    summary: 'Add an identity provider',
    description:
      'An OpenID Connect provider for the company: its issuer (discovered at `<issuer>/.well-known/openid-configuration`), Rally’s client id and secret there (the secret is stored encrypted and never answered), the e-mail domains whose users sign in through it, and whether a first sign-in creates the player. Register `<APP_URL>/sso/callback` as the redirect URI at the provider.',
    refuses: {
      400: 'a field is not valid: the issuer is not https, or a domain is malformed; `details` names it',
      409: 'a domain is already served by another identity provider (of any company)',
    },
    example: {
      issuer: 'https://login.example.com',
      clientId: 'rally',
      clientSecret: 'a-long-random-secret',
      domains: ['acme.example'],
      createUsers: true,
    },
  },
  edit: {
    schema: { params: idParams, body: ZUpdateSsoProviderRequest, response: { 200: ZSsoProvider } },
    summary: 'Change an identity provider',
    description:
      'Replaces the provider’s issuer, client id, e-mail domains and whether a first sign-in creates the player, checked as when it was added. `clientSecret` is optional: left out, the stored secret is kept; given, it replaces it (to rotate the secret at the provider). The secret is never answered. The next sign-in discovers the provider’s metadata again.',
    refuses: {
      400: 'a field is not valid: the issuer is not https, or a domain is malformed; `details` names it',
      404: notFound[404],
      409: 'a domain is already served by another identity provider (of any company)',
    },
    example: {
      issuer: 'https://login.example.com',
      clientId: 'rally',
      clientSecret: 'the-rotated-secret',
      domains: ['acme.example', 'acme-group.example'],
      createUsers: false,
    },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Delete an identity provider',
    description:
      'Its domains are freed; its users sign in with a password again unless the company requires SSO.',
    refuses: notFound,
  },
  policy: {
    schema: { response: { 200: ZSsoPolicy } },
    summary: "Read the company's sign-in policy",
    description:
      'Whether the company requires single sign-on, and which company admin may still use a password.',
  },
  setPolicy: {
    schema: { body: ZSsoPolicy, response: { 200: ZSsoPolicy } },
    summary: "Set the company's sign-in policy",
    description:
      'With `required`, password sign-in is refused (`auth.ssoRequired`) for every user of the company except the break-glass admin named, who keeps a way in when the provider is down.',
    refuses: { 400: 'the break-glass user is not a company admin of this company' },
    example: { required: true, breakGlassUserId: '0195f3a2-c4e8-7d3a-9b1e-2f6a8c0d4e5f' },
  },
  start: {
    access: 'api-client',
    config: { rateLimit: RATE_LIMITS.ssoStart },
    schema: {
      body: ZSsoStartRequest,
      response: { 200: ZSsoStartResponse, ...errorResponses(400, 401, 429, 503) },
    },
    summary: 'Start signing in with the company account',
    description:
      'Finds the identity provider serving the e-mail’s domain and answers the URL to send the browser to (authorization code flow with PKCE, state and nonce). The state, nonce and code verifier stay on the server for 10 minutes, spent by the callback.',
    refuses: {
      400: 'no company signs in with this e-mail domain (`sso.unknownDomain`; which companies do is not said)',
      503: 'the provider did not answer its discovery document',
    },
    example: { email: 'dana@acme.example' },
  },
  callback: {
    access: 'api-client',
    config: { rateLimit: RATE_LIMITS.ssoStart },
    schema: {
      body: ZSsoCallbackRequest,
      response: { 200: ZLoginResponse, ...errorResponses(400, 401, 410, 429, 503) },
    },
    summary: 'Finish signing in with the company account',
    description:
      'Takes the query string the provider sent the browser back to `/sso/callback` with, exchanges the code and checks the ID token (signature, issuer, audience, expiry, nonce), then answers like `POST /auth/gettoken`. A first sign-in creates the player when the provider is set to.',
    refuses: {
      401: 'the provider refused, or the ID token failed a check, or its e-mail is outside the provider’s domains, belongs to another company, to a disabled account, or to no account',
      410: 'the state is unknown, expired or already used (each sign-in works once)',
      503: 'the provider did not answer',
    },
    example: { query: 'code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj' },
  },
});
