import { assignableRoles, type TRole } from '@rally/contracts/abilities';
import { ZRoleListResponse } from '@rally/contracts/auth';
import { ZErrorResponse } from '@rally/contracts/errors';
import {
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserDetail,
  ZUserListQuery,
  ZUserPage,
} from '@rally/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/access.ts';
import { accountRoutes } from './account-routes.ts';
import { createUser, deleteUser, updateUserDetails } from './manage-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { getUser, listUserPage } from './service.ts';

/** English labels; the web app translates by `value`. */
const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Platform admin',
  company_admin: 'Company admin',
  player: 'Player',
  client: 'Client',
};

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const params = z.object({ id: z.uuid() });
const tags = ['users'];

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/role',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, response: { 200: ZRoleListResponse, 401: E } },
    },
    // The roles the caller may hand out: a company admin never sees the platform admin role.
    (request) =>
      assignableRoles(scopeOf(request).role).map((value) => ({ value, label: ROLE_LABELS[value] })),
  );

  r.get(
    '/user/all',
    {
      config: { access: ['read', 'User'] },
      schema: { tags, querystring: ZUserListQuery, response: { 200: ZUserPage, ...errors } },
    },
    (request) => listUserPage({ db: app.db, scope: scopeOf(request), ...request.query }),
  );

  r.post(
    '/users',
    {
      config: { access: ['create', 'User'] },
      schema: { tags, body: ZCreateUserRequest, response: { 201: ZUser, ...errors, 409: E } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const user = await app.db.transaction((tx) =>
        createUser({ tx, mailer: app.mailer, appUrl: app.config.appUrl, scope, input: request.body }),
      );
      return reply.status(201).send(user);
    },
  );

  // Signed-in users reach their own record (profile); someone else's needs user-management rights.
  r.get(
    '/users/:id',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, params, response: { 200: ZUserDetail, ...errors } },
    },
    (request) => getUser({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.put(
    '/users/:id',
    {
      config: { access: ['read', 'Auth'] },
      schema: { tags, params, body: ZUpdateUserRequest, response: { 200: ZUser, ...errors, 409: E } },
    },
    (request) =>
      app.db.transaction((tx) =>
        updateUserDetails({ tx, scope: scopeOf(request), id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/users/:id',
    {
      config: { access: ['delete', 'User'] },
      schema: { tags, params, response: { 204: z.null(), ...errors, 409: E } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteUser({ tx, scope, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  await app.register(accountRoutes);
  await app.register(profileRoutes);
}
