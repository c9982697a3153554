import {
  ZConfirmEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZMessageResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZSignedInMessage,
} from '@rally/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorResponses,
  noContent,
  writeAsCaller,
  writeInTransaction,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { RATE_LIMITS } from './limits.ts';
import { recoveryRoutes, signsIn } from './recovery-routes.ts';
import { checkYourMail, confirmRegistration, registerCompany } from './registration-service.ts';
import { refreshSession, signInUser, signOutUser } from './service.ts';
import { answerSignUp } from './sign-up.ts';

/** An operation that spends a confirmation link (register's, onboarding's): the token in, `answer` out. */
export const spendsConfirmLink = <A extends z.core.$ZodType>(answer: A) => ({
  schema: {
    body: ZConfirmEmailRequest,
    response: { 200: answer, ...errorResponses(400, 401, 410, 429) },
  },
  refuses: { 410: 'the link is unknown, expired or already used' },
  example: { token: 'Qm9uam91ci1SYWxseS0wMTk1ZjNhMg' },
});

/** Sessions and registration; password recovery lives in `recovery-routes.ts`. */
export async function authRoutes(app: FastifyInstance) {
  const access = { read: ['read', 'Auth'], write: 'api-client' } as const;
  const { r, write } = areaRoutes(app, { tags: ['auth'], access }, ops);
  const { db, jwt } = app;

  r.post('/auth/gettoken', write('signIn'), (request) =>
    signInUser({ db, jwt, address: request.ip, ...request.body }),
  );
  r.post('/auth/refresh-token', write('refresh'), (request) =>
    refreshSession({ db, jwt, refreshToken: request.body.refreshToken }),
  );
  r.post('/auth/logout', write('signOut'), async (request, reply) => {
    const { refreshToken, everywhere = false } = request.body ?? {};
    await writeAsCaller(app, request, ({ tx, scope }) =>
      signOutUser({ tx, userId: scope.userId, refreshToken, everywhere }),
    );
    return noContent(reply);
  });
  r.post('/auth/register', write('register'), (request) => {
    const { password: _, ...fields } = request.body;
    return answerSignUp(
      app,
      request.body,
      (tx, passwordHash) =>
        registerCompany({ tx, mailer: app.mailer, appUrl: app.config.appUrl, passwordHash, ...fields }),
      checkYourMail,
    );
  });
  r.post('/auth/confirm-email', write('confirmEmail'), (request) =>
    writeInTransaction(app, (tx) => confirmRegistration({ tx, jwt, token: request.body.token })),
  );

  await app.register(recoveryRoutes);
}

const ops = operations({
  signIn: {
    config: { rateLimit: RATE_LIMITS.signIn },
    schema: { body: ZLoginRequest, response: { 200: ZLoginResponse, ...errorResponses(400, 401, 429) } },
    summary: 'Sign in',
    description:
      'Exchanges an e-mail and password for an access token (short-lived, sent as `Authorization: Bearer ...`), a refresh token and the session user with their abilities. `rememberMe` makes the refresh token last longer.',
    refuses: {
      401: 'the e-mail or password is wrong, the account is not active, or the application key pair is wrong (one answer for all, so accounts cannot be guessed)',
      429: 'too many sign-ins from this address, or this address must wait after failing on this account',
    },
    example: { email: 'company.admin@example.com', password: 'Rally-Demo-2026', rememberMe: false },
  },
  refresh: {
    access: 'public',
    schema: { body: ZRefreshRequest, response: { 200: ZRefreshResponse, ...errorResponses(400, 401) } },
    summary: 'Refresh a session',
    description:
      'Exchanges a refresh token for a new token pair. Each refresh token works once: within a few seconds (two tabs refreshing at once) a second use answers the same refresh token again, later it ends its whole session family.',
    refuses: { 401: 'the refresh token is unknown, used, expired or its session ended' },
    example: { refreshToken: 'r1.0195f3a2c4e8.Yx2v8kq0Qm1s' },
  },
  signOut: {
    access: ['read', 'Auth'],
    // A client may sign out without a body: it names no session, so it only forgets its tokens.
    schema: { body: z.nullable(ZLogoutRequest), response: { 204: ZNoContent, ...errorResponses(401) } },
    summary: 'Sign out',
    description:
      'Ends the session of the refresh token sent (its access tokens stop working at once), or every session of the user with `everywhere`. Without a body nothing is ended on the server: the client only forgets its tokens.',
    example: { refreshToken: 'r1.0195f3a2c4e8.Yx2v8kq0Qm1s', everywhere: false },
  },
  register: {
    config: { rateLimit: RATE_LIMITS.register },
    schema: { body: ZRegisterRequest, response: { 200: ZMessageResponse, ...errorResponses(400, 401, 429) } },
    summary: 'Register a company',
    description:
      'Starts a company on a trial with its first company admin and records a sales lead, then mails a link that confirms the address; the account can sign in (and the company send mail) once it is confirmed. The company runs in `timezone` (the browser zone; UTC when left out). The answer is the same, in the same time, when the e-mail already has an account: its owner is mailed a note offering sign-in instead.',
    refuses: {
      400: 'a field is not valid (a time zone that is not an IANA zone among them), or the password is too common',
      429: 'too many registrations from this address',
    },
    example: {
      companyName: 'Acme Logistics',
      fullName: 'Dana Smith',
      email: 'dana@acme.example',
      password: 'a long passphrase 2026',
      language: 'en',
      timezone: 'America/Chicago',
    },
  },
  confirmEmail: {
    config: { rateLimit: RATE_LIMITS.confirmEmail },
    ...spendsConfirmLink(ZSignedInMessage),
    summary: 'Confirm a registered address',
    description: `Spends the token of register's confirmation link (or of joining a game by link): the account becomes active and a trial company may send mail. ${signsIn}`,
  },
});
