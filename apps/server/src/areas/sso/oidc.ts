import * as oidc from 'openid-client';
import { AppError } from '../../lib/errors.ts';

/**
 * Rally as an OpenID Connect relying party, through `openid-client` (decision 0035): discovery,
 * the authorization URL with PKCE, state and nonce, and the code exchange with the ID token's
 * checks (signature by the provider's keys, issuer, audience, expiry, nonce), all the library's.
 */
export type ProviderClient = { issuer: string; clientId: string; clientSecret: string };
export type RelyingParty = { redirectUri: string; allowInsecureIssuers: boolean };
export type ProviderConfiguration = oidc.Configuration;

/** Seconds a provider has to answer discovery and the token request. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The provider's metadata, fetched from its issuer; the library refuses one naming another issuer. */
export async function discover(client: ProviderClient, rp: RelyingParty) {
  const config = await oidc.discovery(
    new URL(client.issuer),
    client.clientId,
    undefined,
    // client_secret_basic: the method every provider must support (RFC 6749 section 2.3.1).
    oidc.ClientSecretBasic(client.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain-http issuers only where the operator allowed them (SSO_ALLOW_INSECURE_ISSUERS): a test's provider.
      ...(rp.allowInsecureIssuers ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  // The ID token's signature is checked against the provider's published keys too, not only the
  // TLS of the token request the library would otherwise rely on (OIDC Core 3.1.3.7).
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/** The values one sign-in carries through the provider and back; the server keeps them, spent once. */
export async function newAuthorization(config: oidc.Configuration, rp: RelyingParty, loginHint: string) {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: rp.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the code the provider sent back and answers the checked ID token's claims. Every
 * refusal of the library (an error answer, a state, issuer, audience, expiry or nonce that does
 * not match, a bad signature) throws `ClientError`/`ResponseBodyError` etc.: the caller refuses.
 */
export async function finishAuthorization(
  config: oidc.Configuration,
  rp: RelyingParty,
  callbackQuery: URLSearchParams,
  expected: { state: string; nonce: string; codeVerifier: string },
) {
  const currentUrl = new URL(rp.redirectUri);
  currentUrl.search = callbackQuery.toString();
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new AppError('INVALID_CREDENTIALS', 'sso.signInRefused');
  return claims;
}
