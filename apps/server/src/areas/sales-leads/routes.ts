import { ZMessageResponse } from '@rally/contracts/auth';
import {
  ZLeadFormRequest,
  ZSalesLeadDetail,
  ZSalesLeadListQuery,
  ZSalesLeadPage,
  ZUpdateSalesLeadRequest,
} from '@rally/contracts/sales-leads';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_IDS, errorResponses, idParams, writeInTransaction } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { getLead, listLeadPage, submitLeadForm, updateLead } from './service.ts';

/** Per address; a person sends the form once or twice, a bot hundreds of times. */
export const LEAD_FORM_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Sales leads: platform admins only (ability `manage SalesLead`), and the public lead form. */
export async function salesLeadRoutes(app: FastifyInstance) {
  const access = { read: ['manage', 'SalesLead'] } as const;
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['sales leads'], access }, ops);
  r.get('/salesleads', read('list'), (request) => listLeadPage({ db: app.db, ...request.query }));
  r.get('/salesleads/:id', read('get'), (request) => getLead({ db: app.db, id: request.params.id }));
  r.put('/salesleads/:id', write('update'), handle.updateById(updateLead));
  r.post('/game/salesleads', write('form'), (request) =>
    writeInTransaction(app, (tx) => submitLeadForm({ tx, input: request.body })),
  );
}

const ops = operations({
  list: {
    schema: { querystring: ZSalesLeadListQuery, response: { 200: ZSalesLeadPage } },
    summary: 'List sales leads',
    description:
      'A page of sales leads, searched by company, contact or e-mail, filtered by status and source, sorted; each with its owner and the company (and trial) it became.',
  },
  get: {
    schema: { params: idParams, response: { 200: ZSalesLeadDetail } },
    summary: 'Get a sales lead',
    description:
      'A lead with its history (notes and status changes, each with author and time) and the platform admins who can own it.',
  },
  update: {
    schema: { params: idParams, body: ZUpdateSalesLeadRequest, response: { 200: ZSalesLeadDetail } },
    summary: 'Update a sales lead',
    description:
      'Moves the lead along its pipeline (new → contacted → qualified → won or lost; a lost lead may be reopened as contacted), gives it to a platform admin and adds a note; status changes and notes are kept in its history.',
    refuses: {
      400: 'the status cannot follow the current one, the owner is no platform admin, or a field is not valid',
    },
    example: { status: 'contacted', ownerId: EXAMPLE_IDS.user, note: 'Called, demo booked for Tuesday.' },
  },
  form: {
    access: 'api-client',
    config: { rateLimit: LEAD_FORM_LIMIT },
    schema: { body: ZLeadFormRequest, response: { 200: ZMessageResponse, ...errorResponses(400, 401, 429) } },
    summary: 'Send the lead form',
    description:
      'A prospect asks to be contacted: records a sales lead (source form) for the sales team. Answers with a thank-you message.',
    refuses: { 429: 'too many forms from this address' },
    example: {
      companyName: 'Globex',
      contactName: 'Hank Scorpio',
      email: 'hank@globex.example',
      phone: '+1 555 0100',
      message: 'We are 80 people in sales; interested in a pilot.',
      language: 'en',
    },
  },
});
