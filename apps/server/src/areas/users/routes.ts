import { assignableRoles, type TRole } from '@rally/contracts/abilities';
import { ZRoleListResponse } from '@rally/contracts/auth';
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
import {
  created,
  errorResponses,
  errors,
  idParams,
  noContent,
  route,
  writeAsCaller,
  writeErrors,
  ZNoContent,
} from '../../lib/route-kit.ts';
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

const tags = ['users'];

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/role',
    route({
      access: ['read', 'Auth'],
      summary: 'List the roles I may give',
      description:
        'The roles the caller may hand out, with English labels (clients translate by `value`): a company admin never sees the platform admin role.',
      schema: { tags, response: { 200: ZRoleListResponse, ...errorResponses(401) } },
    }),
    (request) =>
      assignableRoles(scopeOf(request).role).map((value) => ({ value, label: ROLE_LABELS[value] })),
  );

  r.get(
    '/user/all',
    route({
      access: ['read', 'User'],
      summary: 'List users',
      description:
        "A page of users, searched by name or e-mail, filtered by role, status or company, sorted. Platform admins see every company's users, others their own company's.",
      schema: { tags, querystring: ZUserListQuery, response: { 200: ZUserPage, ...errors } },
    }),
    (request) => listUserPage({ db: app.db, scope: scopeOf(request), ...request.query }),
  );

  r.post(
    '/users',
    route({
      access: ['create', 'User'],
      summary: 'Add a user',
      description:
        'Creates an invited user (no password yet) and, unless `sendInvitation` is false, e-mails a link to set one. Platform admins choose the company; others add to their own.',
      refuses: {
        400: 'a field is not valid, the role is not one the caller may give, or the company is not theirs',
        409: 'the e-mail address is already in use',
      },
      example: { fullName: 'Sam Lee', email: 'sam.lee@acme.example', role: 'player', language: 'fr' },
      schema: { tags, body: ZCreateUserRequest, response: { 201: ZUser, ...writeErrors } },
    }),
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, (ctx) =>
          createUser({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, input: request.body }),
        ),
      ),
  );

  // Signed-in users reach their own record (profile); someone else's needs user-management rights.
  r.get(
    '/users/:id',
    route({
      access: ['read', 'Auth'],
      summary: 'Get a user',
      description:
        "One user. Anyone may read their own record; reading someone else's takes the right to manage users.",
      refuses: { 403: "another user's record without the right to manage users" },
      schema: { tags, params: idParams, response: { 200: ZUserDetail, ...errors } },
    }),
    (request) => getUser({ db: app.db, scope: scopeOf(request), id: request.params.id }),
  );

  r.put(
    '/users/:id',
    route({
      access: ['read', 'Auth'],
      summary: 'Change a user',
      description:
        "Changes the fields sent; the others stay. Anyone may change their own name and language; a user manager also the e-mail, role, status and (platform admins) company of the users they manage. Disabling ends the user's sessions at once.",
      refuses: {
        400: "a field is not valid or not the caller's to change (each named in `details`)",
        403: "another user's record without the right to manage users",
        409: 'the e-mail address is already in use',
      },
      example: { fullName: 'Sam Lee-Martin', language: 'de' },
      schema: { tags, params: idParams, body: ZUpdateUserRequest, response: { 200: ZUser, ...writeErrors } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateUserDetails({ ...ctx, id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/users/:id',
    route({
      access: ['delete', 'User'],
      summary: 'Delete a user',
      description: 'Deletes the user with everything that is theirs (sessions, team places, notifications).',
      refuses: { 409: "the caller's own account" },
      schema: { tags, params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteUser({ ...ctx, id: request.params.id }));
      return noContent(reply);
    },
  );

  await app.register(accountRoutes);
  await app.register(profileRoutes);
}
