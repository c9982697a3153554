import { uploadJobs } from '../../src/db/schema/index.ts';
import { multipart } from '../multipart.ts';
import { gameFor, organisers as managers } from './games.ts';
import type { Caller, Table, Target } from './table.ts';
import type { World } from './world.ts';

/** The upload form posting a CSV of one new person (named, e-mail unique) into the target's company. */
async function uploadForm(
  w: World,
  target: Target,
  url: string,
  person: { fullName: string; prefix: string },
) {
  const form = await multipart([
    { name: 'companyID', data: w.companyOf(target) },
    {
      name: 'file',
      filename: 'people.csv',
      data: `fullName,email\n${person.fullName},${w.unique(person.prefix)}@matrix.test\n`,
    },
  ]);
  return { url, payload: form.payload, headers: form.headers };
}

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
 * Bulk upload. An entry whose route the server does not register fails the matrix.
 */
export const uploadsTable: Table = {
  'GET /api/user/upload/template': {
    call: () => ({ url: '/api/user/upload/template' }),
    expect: { admin: 200, company_admin: 200, client: 403, player: 403, anonymous: 401 },
  },
  'POST /api/user/upload': {
    call: (w: World, _c: Caller, target: Target) =>
      uploadForm(w, target, '/api/user/upload', { fullName: 'Matrix Person', prefix: 'up' }),
    // A company admin naming another company is refused by field, as an unknown one (decision 0003).
    expect: { ...managers(202), company_admin: { own: 202, other: 400 } },
  },
  'POST /api/user/upload/preview': {
    call: (w: World, _c: Caller, target: Target) =>
      uploadForm(w, target, '/api/user/upload/preview', { fullName: 'Matrix Preview', prefix: 'pre' }),
    expect: { ...managers(201), company_admin: { own: 201, other: 400 } },
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
  'GET /api/user/upload/pending': {
    call: () => ({ url: '/api/user/upload/pending' }),
    expect: { admin: 200, company_admin: 200, client: 403, player: 403, anonymous: 401 },
  },
  'POST /api/user/upload/:id/team': {
    call: async (w: World, _c: Caller, target: Target) => {
      const owner = await w.user('anonymous', target);
      const person = await w.user('anonymous', target);
      const [job] = await w.t.db
        .insert(uploadJobs)
        .values({
          companyId: owner.companyId,
          createdBy: owner.id,
          fileName: 'people.csv',
          status: 'done',
          total: 1,
          processed: 1,
          summary: { created: 1, updated: 0, skipped: 0, failed: 0 },
          rows: [{ row: 2, email: person.email, status: 'created' }],
        })
        .returning({ id: uploadJobs.id });
      const { game, team } = await gameFor(w, target);
      return {
        url: `/api/user/upload/${job?.id}/team`,
        payload: { competitionId: game.id, groupId: team.id },
      };
    },
    expect: managers(200),
  },
};
