import {
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZMeResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
} from '@rally/contracts/auth';
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from './limits.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { registerCompany } from './registration-service.ts';
import { getCurrentUser, hashNewPassword, refreshSession, signInUser, signOutUser } from './service.ts';

/** Sessions and registration; password recovery lives in `recovery-routes.ts`. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/auth/gettoken',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    (request) => signInUser({ db: app.db, jwt: app.jwt, ...request.body }),
  );

  r.post(
    '/auth/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    (request) => refreshSession({ db: app.db, jwt: app.jwt, refreshToken: request.body.refreshToken }),
  );

  r.post(
    '/auth/logout',
    {
      config: { access: ['read', 'Auth'] },
      // A client may sign out without a body: it names no session, so it only forgets its tokens.
      schema: { tags, body: z.nullable(ZLogoutRequest), response: { 204: z.null(), 401: ZErrorResponse } },
    },
    async (request, reply) => {
      const userId = scopeOf(request).userId;
      const { refreshToken, everywhere = false } = request.body ?? {};
      await app.db.transaction((tx) => signOutUser({ tx, userId, refreshToken, everywhere }));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/me',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, response: { 200: ZMeResponse, 401: ZErrorResponse } },
    },
    (request) => getCurrentUser({ db: app.db, userId: scopeOf(request).userId }),
  );

  r.post(
    '/auth/register',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        body: ZRegisterRequest,
        response: {
          201: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const passwordHash = await hashNewPassword(password);
      const session = await app.db.transaction((tx) =>
        registerCompany({
          tx,
          jwt: app.jwt,
          mailer: app.mailer,
          appUrl: app.config.appUrl,
          passwordHash,
          ...fields,
        }),
      );
      return reply.status(201).send(session);
    },
  );

  await app.register(recoveryRoutes);
}
