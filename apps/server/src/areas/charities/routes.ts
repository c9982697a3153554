import {
  ZCharity,
  ZCharityList,
  ZCreateCharityRequest,
  ZUpdateCharityRequest,
} from '@rally/contracts/charities';
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCharity, deleteCharity, listCharities, updateCharity } from './service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const manage = { access: ['manage', 'Charity'] } as const;
const params = z.object({ id: z.uuid() });
const tags = ['charities'];

/** The platform's charity list: everyone reads it, platform admins keep it. */
export async function charityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/charity',
    {
      // Company admins read Charity, players and clients read Game (charities show on game views and
      // leaderboards): together that is every signed-in role, which one ability cannot name.
      config: { access: ['read', 'Auth'] },
      schema: { tags, response: { 200: ZCharityList, 401: E } },
    },
    () => listCharities({ db: app.db }),
  );

  r.post(
    '/charity',
    { config: manage, schema: { tags, body: ZCreateCharityRequest, response: { 201: ZCharity, ...errors } } },
    async (request, reply) => {
      const charity = await app.db.transaction((tx) => createCharity({ tx, input: request.body }));
      return reply.status(201).send(charity);
    },
  );

  r.put(
    '/charity/:id',
    {
      config: manage,
      schema: { tags, params, body: ZUpdateCharityRequest, response: { 200: ZCharity, ...errors } },
    },
    (request) =>
      app.db.transaction((tx) => updateCharity({ tx, id: request.params.id, input: request.body })),
  );

  r.delete(
    '/charity/:id',
    { config: manage, schema: { tags, params, response: { 204: z.null(), ...errors, 409: E } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteCharity({ tx, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
