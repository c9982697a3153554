import {
  ZCharity,
  ZCharityList,
  ZCreateCharityRequest,
  ZUpdateCharityRequest,
} from '@rally/contracts/charities';
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
import { createCharity, deleteCharity, listCharities, updateCharity } from './service.ts';

const tags = ['charities'];
const manage = ['manage', 'Charity'] as const;

/** The platform's charity list: everyone reads it, platform admins keep it. */
export async function charityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/charity',
    route({
      // Company admins read Charity, players and clients read Game (charities show on game views and
      // leaderboards): together that is every signed-in role, which one ability cannot name.
      access: ['read', 'Auth'],
      summary: 'List charities',
      description: "The platform's charity list, by name: what games can pledge to.",
      schema: { tags, response: { 200: ZCharityList, ...errorResponses(401) } },
    }),
    () => listCharities({ db: app.db }),
  );

  r.post(
    '/charity',
    route({
      access: manage,
      summary: 'Add a charity',
      description: 'Adds a charity to the platform list (name, description, website).',
      example: {
        name: 'Clean Rivers',
        description: 'Keeps rivers clean.',
        website: 'https://cleanrivers.example.org',
      },
      schema: { tags, body: ZCreateCharityRequest, response: { 201: ZCharity, ...errors } },
    }),
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, ({ tx }) => createCharity({ tx, input: request.body })),
      ),
  );

  r.put(
    '/charity/:id',
    route({
      access: manage,
      summary: 'Change a charity',
      description: 'Changes the fields sent (name, description, website); the others stay.',
      example: { description: 'Keeps rivers and lakes clean.' },
      schema: { tags, params: idParams, body: ZUpdateCharityRequest, response: { 200: ZCharity, ...errors } },
    }),
    (request) =>
      writeAsCaller(app, request, ({ tx }) =>
        updateCharity({ tx, id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/charity/:id',
    route({
      access: manage,
      summary: 'Remove a charity',
      description: 'Deletes a charity from the platform list.',
      refuses: { 409: 'games still pledge to it (unlink it from them first)' },
      schema: { tags, params: idParams, response: { 204: ZNoContent, ...writeErrors } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, ({ tx }) => deleteCharity({ tx, id: request.params.id }));
      return noContent(reply);
    },
  );
}
