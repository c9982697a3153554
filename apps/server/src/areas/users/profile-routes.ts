import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZUpdateUserSettingsRequest,
  ZUserSettings,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import {
  changeOwnPassword,
  checkPasswordChange,
  getUserSettings,
  updateUserSettings,
} from './profile-service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const params = z.object({ id: z.uuid() });
const tags = ['users'];

/** Settings and password: one's own (profile rights), or a managed user's settings. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/:id/settings',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, params, response: { 200: ZUserSettings, ...errors } },
    },
    (request) => getUserSettings({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.put(
    '/users/:id/settings',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, params, body: ZUpdateUserSettingsRequest, response: { 200: ZUserSettings, ...errors } },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateUserSettings({ tx, scope: scopeOf(request), id: request.params.id, input: request.body }),
      ),
  );

  r.put(
    '/users/:id/password',
    {
      config: {
        access: ['manage', 'Profile'],
        // Per account, not per address: a stolen access token must not become a way to guess the password.
        rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (req) => req.scope?.userId ?? req.ip },
      },
      schema: {
        tags,
        params,
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse, ...errors, 429: E },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const passwordHash = await checkPasswordChange({
        db: app.db,
        scope,
        id: request.params.id,
        ...request.body,
      });
      return app.db.transaction((tx) => changeOwnPassword({ tx, jwt: app.jwt, scope, passwordHash }));
    },
  );
}
