import {
  ZCharity,
  ZCharityList,
  ZCreateCharityRequest,
  ZUpdateCharityRequest,
} from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import { errorResponses, errors, idParams, writeErrors, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { createCharity, deleteCharity, listCharities, updateCharity } from './service.ts';

const manage = ['manage', 'Charity'] as const;

/** The platform's charity list: everyone reads it, platform admins keep it. */
export async function charityRoutes(app: FastifyInstance) {
  // Company admins read Charity, players and clients read Game (charities show on game views and
  // leaderboards): together that is every signed-in role, which one ability cannot name.
  const access = { read: ['read', 'Auth'], write: manage } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['charities'], access }, ops);
  r.get('/charity', read('list'), () => listCharities({ db: app.db }));
  r.post('/charity', write('add'), handle.create(createCharity));
  r.put('/charity/:id', write('update'), handle.updateById(updateCharity));
  r.delete('/charity/:id', write('remove'), handle.removeById(deleteCharity));
}

const ops = operations({
  list: {
    schema: { response: { 200: ZCharityList, ...errorResponses(401) } },
    summary: 'List charities',
    description: "The platform's charity list, by name: what games can pledge to.",
  },
  add: {
    schema: { body: ZCreateCharityRequest, response: { 201: ZCharity, ...errors } },
    summary: 'Add a charity',
    description: 'Adds a charity to the platform list (name, description, website).',
    example: {
      name: 'Clean Rivers',
      description: 'Keeps rivers clean.',
      website: 'https://cleanrivers.example.org',
    },
  },
  update: {
    schema: { params: idParams, body: ZUpdateCharityRequest, response: { 200: ZCharity, ...errors } },
    summary: 'Change a charity',
    description: 'Changes the fields sent (name, description, website); the others stay.',
    example: { description: 'Keeps rivers and lakes clean.' },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    summary: 'Remove a charity',
    description: 'Deletes a charity from the platform list.',
    refuses: { 409: 'games still pledge to it (unlink it from them first)' },
  },
});
