import {
  ZConfirmEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZMeResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
} from '@rally/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  errorResponses,
  noContent,
  route,
  writeAsCaller,
  writeInTransaction,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { scopeOf } from '../../plugins/access.ts';
import { answerInEvenTime } from './even-time.ts';
import { RATE_LIMITS } from './limits.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { checkYourMail, confirmRegistration, registerCompany } from './registration-service.ts';
import { getCurrentUser, hashNewPassword, refreshSession, signInUser, signOutUser } from './service.ts';

/** Sessions and registration; password recovery lives in `recovery-routes.ts`. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/auth/gettoken',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.signIn },
      summary: 'Sign in',
      description:
        'Exchanges an e-mail and password for an access token (short-lived, sent as `Authorization: Bearer ...`), a refresh token and the session user with their abilities. `rememberMe` makes the refresh token last longer.',
      refuses: {
        401: 'the e-mail or password is wrong, the account is not active, or the application key pair is wrong (one answer for all, so accounts cannot be guessed)',
        429: 'too many sign-ins from this address, or this address must wait after failing on this account',
      },
      example: { email: 'company.admin@example.com', password: 'Rally-Demo-2026', rememberMe: false },
      schema: {
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 429) },
      },
    }),
    (request) => signInUser({ db: app.db, jwt: app.jwt, address: request.ip, ...request.body }),
  );

  r.post(
    '/auth/refresh-token',
    route({
      access: 'public',
      summary: 'Refresh a session',
      description:
        'Exchanges a refresh token for a new token pair. Each refresh token works once: within a few seconds (two tabs refreshing at once) a second use answers the same refresh token again, later it ends its whole session family.',
      refuses: { 401: 'the refresh token is unknown, used, expired or its session ended' },
      example: { refreshToken: 'r1.0195f3a2c4e8.Yx2v8kq0Qm1s' },
      schema: {
        tags,
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, ...errorResponses(400, 401) },
      },
    }),
    (request) => refreshSession({ db: app.db, jwt: app.jwt, refreshToken: request.body.refreshToken }),
  );

  r.post(
    '/auth/logout',
    route({
      access: ['read', 'Auth'],
      summary: 'Sign out',
      description:
        'Ends the session of the refresh token sent (its access tokens stop working at once), or every session of the user with `everywhere`. Without a body nothing is ended on the server: the client only forgets its tokens.',
      example: { refreshToken: 'r1.0195f3a2c4e8.Yx2v8kq0Qm1s', everywhere: false },
      // A client may sign out without a body: it names no session, so it only forgets its tokens.
      schema: {
        tags,
        body: z.nullable(ZLogoutRequest),
        response: { 204: ZNoContent, ...errorResponses(401) },
      },
    }),
    async (request, reply) => {
      const { refreshToken, everywhere = false } = request.body ?? {};
      await writeAsCaller(app, request, ({ tx, scope }) =>
        signOutUser({ tx, userId: scope.userId, refreshToken, everywhere }),
      );
      return noContent(reply);
    },
  );

  r.get(
    '/auth/me',
    route({
      access: ['read', 'Auth'],
      summary: 'Get the signed-in user',
      description: 'The session user of the access token: name, role, company, language and abilities.',
      schema: { tags, response: { 200: ZMeResponse, ...errorResponses(401) } },
    }),
    (request) => getCurrentUser({ db: app.db, userId: scopeOf(request).userId }),
  );

  r.post(
    '/auth/register',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.register },
      summary: 'Register a company',
      description:
        'Starts a company on a trial with its first company admin and records a sales lead, then mails a link that confirms the address; the account can sign in (and the company send mail) once it is confirmed. The answer is the same, in the same time, when the e-mail already has an account: its owner is mailed a note offering sign-in instead.',
      refuses: {
        400: 'a field is not valid, or the password is too common',
        429: 'too many registrations from this address',
      },
      example: {
        companyName: 'Acme Logistics',
        fullName: 'Dana Smith',
        email: 'dana@acme.example',
        password: 'a long passphrase 2026',
        language: 'en',
      },
      schema: {
        tags,
        body: ZRegisterRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 429) },
      },
    }),
    async (request) => {
      const { password, ...fields } = request.body;
      const passwordHash = await hashNewPassword(password);
      return answerInEvenTime(() =>
        writeInTransaction(app, (tx) =>
          registerCompany({ tx, mailer: app.mailer, appUrl: app.config.appUrl, passwordHash, ...fields }),
        ).catch((err: unknown) => {
          // The same address registered a moment ago, in parallel: that registration mailed it.
          if (isUniqueViolation(err)) return checkYourMail(fields.email);
          throw err;
        }),
      );
    },
  );

  r.post(
    '/auth/confirm-email',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.confirmEmail },
      summary: 'Confirm a registered address',
      description:
        "Spends the token of register's confirmation link: the company admin's account becomes active and the trial company may send mail.",
      refuses: { 410: 'the link is unknown, expired or already used' },
      example: { token: 'Qm9uam91ci1SYWxseS0wMTk1ZjNhMg' },
      schema: {
        tags,
        body: ZConfirmEmailRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 410, 429) },
      },
    }),
    (request) => writeInTransaction(app, (tx) => confirmRegistration({ tx, token: request.body.token })),
  );

  await app.register(recoveryRoutes);
}
