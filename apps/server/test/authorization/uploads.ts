import { uploadJobs } from '../../src/db/schema/index.ts';
import { multipart } from '../multipart.ts';
import type { Caller, Outcome, Table, Target } from './table.ts';
import type { World } from './world.ts';

const managers = (ok: number): Record<Caller, Outcome> => ({
  admin: ok,
  company_admin: { own: ok, other: 404 },
  player: 403,
  client: 403,
  anonymous: 401,
});

/** A fresh preview of one new person in the target's company, waiting to be confirmed or cancelled. */
async function previewOf(w: World, target: Target) {
  const owner = await w.user('anonymous', target);
  const row = {
    row: 2,
    email: `${w.unique('conf')}@matrix.test`,
    fullName: 'Matrix Confirm',
    role: '',
    language: '',
  };
  const [job] = await w.t.db
    .insert(uploadJobs)
    .values({
      companyId: owner.companyId,
      createdBy: owner.id,
      fileName: 'people.csv',
      status: 'preview',
      total: 1,
      rows: [{ ...row, action: 'create' }],
    })
    .returning({ id: uploadJobs.id });
  return job?.id;
}

/**
 * Bulk upload (issue 3, built by the uploads engineer): entries written ahead of the routes; the
 * uploads engineer confirms or corrects them. Entries whose route is not registered are skipped.
 */
export const uploadsTable: Table = {
  'GET /api/user/upload/template': {
    call: () => ({ url: '/api/user/upload/template' }),
    expect: { admin: 200, company_admin: 200, client: 403, player: 403, anonymous: 401 },
  },
  'POST /api/user/upload': {
    call: async (w: World, _c: Caller, target: Target) => {
      const form = await multipart([
        { name: 'companyID', data: w.companyOf(target) },
        {
          name: 'file',
          filename: 'people.csv',
          data: `fullName,email\nMatrix Person,${w.unique('up')}@matrix.test\n`,
        },
      ]);
      return { url: '/api/user/upload', payload: form.payload, headers: form.headers };
    },
    expect: managers(202),
  },
  'POST /api/user/upload/preview': {
    call: async (w: World, _c: Caller, target: Target) => {
      const form = await multipart([
        { name: 'companyID', data: w.companyOf(target) },
        {
          name: 'file',
          filename: 'people.csv',
          data: `fullName,email\nMatrix Preview,${w.unique('pre')}@matrix.test\n`,
        },
      ]);
      return { url: '/api/user/upload/preview', payload: form.payload, headers: form.headers };
    },
    expect: managers(201),
  },
  'POST /api/user/upload/:id/confirm': {
    call: async (w: World, _c: Caller, target: Target) => ({
      url: `/api/user/upload/${await previewOf(w, target)}/confirm`,
      payload: { updateRows: [] },
    }),
    expect: managers(202),
  },
  'DELETE /api/user/upload/:id': {
    call: async (w: World, _c: Caller, target: Target) => ({
      url: `/api/user/upload/${await previewOf(w, target)}`,
    }),
    expect: managers(204),
  },
  'GET /api/user/upload/:id': {
    call: async (w: World, _c: Caller, target: Target) => {
      const owner = await w.user('anonymous', target);
      const [job] = await w.t.db
        .insert(uploadJobs)
        .values({ companyId: owner.companyId, createdBy: owner.id, fileName: 'people.csv' })
        .returning({ id: uploadJobs.id });
      return { url: `/api/user/upload/${job?.id}` };
    },
    expect: managers(200),
  },
};
