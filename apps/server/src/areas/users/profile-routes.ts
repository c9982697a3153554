import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZMeResponse,
  ZUpdateUserSettingsRequest,
  ZUserSettings,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import { errorResponses, errors, idParams, writeInTransaction } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { scopeOf } from '../../plugins/access.ts';
import {
  changeOwnPassword,
  checkPasswordChange,
  getCurrentUser,
  getUserSettings,
  updateUserSettings,
} from './profile-service.ts';

/**
 * The signed-in user's start-up read (`GET /auth/me`: session user, settings, notifications),
 * settings and password: one's own (profile rights), or a managed user's settings.
 */
export async function profileRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(
    app,
    { tags: ['users'], access: { read: ['read', 'Auth'] } },
    ops,
  );
  r.get('/auth/me', read('me'), (request) => getCurrentUser({ db: app.db, userId: scopeOf(request).userId }));
  r.get('/users/:id/settings', read('settings'), handle.byId(getUserSettings));
  r.put('/users/:id/settings', write('updateSettings'), handle.updateById(updateUserSettings));
  r.put('/users/:id/password', write('changePassword'), async (request) => {
    const scope = scopeOf(request);
    const passwordHash = await checkPasswordChange({
      db: app.db,
      scope,
      id: request.params.id,
      ...request.body,
    });
    return writeInTransaction(app, (tx) => changeOwnPassword({ tx, jwt: app.jwt, scope, passwordHash }));
  });
}

const whose = "Anyone's own; another user's takes the right to manage users.";

const ops = operations({
  me: {
    // Documented with the session calls it follows.
    schema: { tags: ['auth'], response: { 200: ZMeResponse, ...errorResponses(401) } },
    summary: 'Get the signed-in user',
    description:
      "The session user of the access token (name, role, company, language and abilities), their saved settings (language, layout, skin, time zone) as `GET /users/{id}/settings` answers them, their company's trial end, and their notifications as `GET /usernotifications` answers them: what the app needs at start, in one call.",
  },
  settings: {
    schema: { params: idParams, response: { 200: ZUserSettings, ...errors } },
    summary: "Get a user's settings",
    description: `Language, layout, skin and which notification e-mails the user gets. ${whose}`,
    refuses: { 403: "another user's settings without the right to manage users" },
  },
  updateSettings: {
    schema: {
      params: idParams,
      body: ZUpdateUserSettingsRequest,
      response: { 200: ZUserSettings, ...errors },
    },
    summary: "Change a user's settings",
    description: `Changes the settings sent; the others stay, so they follow the user across browsers. ${whose}`,
    refuses: { 403: "another user's settings without the right to manage users" },
    example: { language: 'pt', skin: 'dark' },
  },
  changePassword: {
    access: ['manage', 'Profile'],
    config: {
      // Per account, not per address: a stolen access token must not become a way to guess the password.
      rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (req) => req.scope?.userId ?? req.ip },
    },
    schema: {
      params: idParams,
      body: ZChangePasswordRequest,
      response: { 200: ZChangePasswordResponse, ...errors, ...errorResponses(429) },
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
  },
});
