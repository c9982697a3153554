import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZUpdateUserSettingsRequest,
  ZUserSettings,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  errors,
  idParams,
  route,
  writeAsCaller,
  writeInTransaction,
} from '../../lib/route-kit.ts';
import { scopeOf } from '../../plugins/access.ts';
import {
  changeOwnPassword,
  checkPasswordChange,
  getUserSettings,
  updateUserSettings,
} from './profile-service.ts';

const tags = ['users'];

/** Settings and password: one's own (profile rights), or a managed user's settings. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const whose = "Anyone's own; another user's takes the right to manage users.";

  r.get(
    '/users/:id/settings',
    route({
      access: ['read', 'Auth'],
      summary: "Get a user's settings",
      description: `Language, layout, skin and which notification e-mails the user gets. ${whose}`,
      refuses: { 403: "another user's settings without the right to manage users" },
      schema: { tags, params: idParams, response: { 200: ZUserSettings, ...errors } },
    }),
    (request) => getUserSettings({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.put(
    '/users/:id/settings',
    route({
      access: ['read', 'Auth'],
      summary: "Change a user's settings",
      description: `Changes the settings sent (notification switches one by one); the others stay, so they follow the user across browsers. ${whose}`,
      refuses: { 403: "another user's settings without the right to manage users" },
      example: { language: 'pt', skin: 'dark', notifications: { reminders: false } },
      schema: {
        tags,
        params: idParams,
        body: ZUpdateUserSettingsRequest,
        response: { 200: ZUserSettings, ...errors },
      },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateUserSettings({ ...ctx, id: request.params.id, input: request.body }),
      ),
  );

  r.put(
    '/users/:id/password',
    route({
      access: ['manage', 'Profile'],
      config: {
        // Per account, not per address: a stolen access token must not become a way to guess the password.
        rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (req) => req.scope?.userId ?? req.ip },
      },
      summary: 'Change my password',
      description:
        "Changes the caller's own password, given the current one. Every other session ends; the answer carries new tokens for this one.",
      refuses: {
        400: 'the current password is wrong, or the new one is too short or too common',
        404: "the id is not the caller's own",
        429: 'too many tries for this account',
      },
      example: { currentPassword: 'Rally-Demo-2026', newPassword: 'a new long passphrase' },
      schema: {
        tags,
        params: idParams,
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse, ...errors, ...errorResponses(429) },
      },
    }),
    async (request) => {
      const scope = scopeOf(request);
      const passwordHash = await checkPasswordChange({
        db: app.db,
        scope,
        id: request.params.id,
        ...request.body,
      });
      return writeInTransaction(app, (tx) => changeOwnPassword({ tx, jwt: app.jwt, scope, passwordHash }));
    },
  );
}
