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
import {
  created,
  errorResponses,
  errors,
  idParams,
  writeAsCaller,
  writeErrors,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
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

export async function userRoutes(app: FastifyInstance) {
  // Signed-in users reach their own record (profile); someone else's needs user-management rights.
  const access = { read: ['read', 'User'], write: ['read', 'Auth'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['users'], access }, ops);
  r.get('/user/role', read('roles'), (request) =>
    assignableRoles(scopeOf(request).role).map((value) => ({ value, label: ROLE_LABELS[value] })),
  );
  r.get('/user/all', read('list'), (request) =>
    listUserPage({ db: app.db, scope: scopeOf(request), ...request.query }),
  );
  r.post('/users', write('create'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createUser({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, input: request.body }),
      ),
    ),
  );
  r.get('/users/:id', read('get'), handle.byId(getUser));
  r.put('/users/:id', write('update'), handle.updateById(updateUserDetails));
  r.delete('/users/:id', write('remove'), handle.removeById(deleteUser));

  await app.register(accountRoutes);
  await app.register(profileRoutes);
}

const emailTaken = 'the e-mail address is already in use';
const notManaged = "another user's record without the right to manage users";

const ops = operations({
  roles: {
    access: ['read', 'Auth'],
    schema: { response: { 200: ZRoleListResponse, ...errorResponses(401) } },
    summary: 'List the roles I may give',
    description:
      'The roles the caller may hand out, with English labels (clients translate by `value`): a company admin never sees the platform admin role.',
  },
  list: {
    schema: { querystring: ZUserListQuery, response: { 200: ZUserPage, ...errors } },
    summary: 'List users',
    description:
      "A page of users, searched by name or e-mail, filtered by role, status or company, sorted. Platform admins see every company's users, others their own company's.",
  },
  create: {
    access: ['create', 'User'],
    schema: { body: ZCreateUserRequest, response: { 201: ZUser, ...writeErrors } },
    summary: 'Add a user',
    description:
      'Creates an invited user (no password yet) and, unless `sendInvitation` is false, e-mails a link to set one. Platform admins choose the company; others add to their own.',
    refuses: {
      400: 'a field is not valid, the role is not one the caller may give, or the company is not theirs',
      409: emailTaken,
    },
    example: { fullName: 'Sam Lee', email: 'sam.lee@acme.example', role: 'player', language: 'fr' },
  },
  get: {
    access: ['read', 'Auth'],
    schema: { params: idParams, response: { 200: ZUserDetail, ...errors } },
    summary: 'Get a user',
    description:
      "One user. Anyone may read their own record; reading someone else's takes the right to manage users.",
    refuses: { 403: notManaged },
  },
  update: {
    schema: { params: idParams, body: ZUpdateUserRequest, response: { 200: ZUser, ...writeErrors } },
    summary: 'Change a user',
    description:
      "Changes the fields sent; the others stay. Anyone may change their own name and language; a user manager also the e-mail, role, status and (platform admins) company of the users they manage. Disabling ends the user's sessions at once.",
    refuses: {
      400: "a field is not valid or not the caller's to change (each named in `details`)",
      403: notManaged,
      409: emailTaken,
    },
    example: { fullName: 'Sam Lee-Martin', language: 'de' },
  },
  remove: {
    access: ['delete', 'User'],
    schema: { params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    summary: 'Delete a user',
    description: 'Deletes the user with everything that is theirs (sessions, team places, notifications).',
    refuses: { 409: "the caller's own account" },
  },
});
