import { toMessage } from '@rally/contracts/messages';
import {
  LEAD_NEXT,
  type TSalesLead,
  type TSalesLeadDetail,
  type ZLeadFormRequest,
  type ZSalesLeadListQuery,
  type ZUpdateSalesLeadRequest,
} from '@rally/contracts/sales-leads';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import { listPage, pageWindow } from '../../lib/search.ts';
import * as q from './queries.ts';

const toLead = (row: q.LeadRow): TSalesLead => ({
  id: row.lead.id,
  source: row.lead.source,
  status: row.lead.status,
  companyName: row.lead.companyName,
  contactName: row.lead.contactName,
  email: row.lead.email,
  phone: row.lead.phone,
  message: row.lead.message,
  owner: row.lead.ownerId && row.ownerName ? { id: row.lead.ownerId, fullName: row.ownerName } : null,
  company: row.company
    ? { ...row.company, trialEndsAt: row.company.trialEndsAt?.toISOString() ?? null }
    : null,
  createdAt: row.lead.createdAt.toISOString(),
  updatedAt: row.lead.updatedAt.toISOString(),
});

/** `GET /salesleads` (platform admins): searched by company, contact or e-mail, filtered, sorted, paged. */
export async function listLeadPage(opts: { db: Db } & z.output<typeof ZSalesLeadListQuery>) {
  const { rows, total } = await q.listLeads(opts.db, {
    ...opts,
    ...pageWindow(opts.page, opts.perPage),
  });
  return listPage(rows.map(toLead), total, opts.perPage);
}

export async function getLead(opts: { db: Executor; id: string }): Promise<TSalesLeadDetail> {
  const row = await q.findLead(opts.db, opts.id);
  if (!row) throw notFound('salesLeads.notFound');
  const [notes, owners] = await readAll(
    opts.db,
    () => q.listLeadNotes(opts.db, opts.id),
    () => q.listPlatformAdmins(opts.db),
  );
  return {
    ...toLead(row),
    history: notes.map((n) => ({
      id: n.id,
      body: n.body,
      fromStatus: n.fromStatus,
      toStatus: n.toStatus,
      author: n.authorId && n.authorName ? { id: n.authorId, fullName: n.authorName } : null,
      createdAt: n.createdAt.toISOString(),
    })),
    owners,
  };
}

/**
 * `PUT /salesleads/{id}`: moves the lead along its pipeline (`LEAD_NEXT`), gives it to a platform
 * admin, adds a note. A status change and a note land in one history entry with the author and time.
 */
export async function updateLead(opts: CallerInput<typeof ZUpdateSalesLeadRequest> & { id: string }) {
  const { tx, scope, id, input } = opts;
  const lead = await q.lockLead(tx, id);
  if (!lead) throw notFound('salesLeads.notFound');
  const changes: Partial<typeof lead> = {};
  let fromStatus: typeof lead.status | null = null;
  if (input.status && input.status !== lead.status) {
    if (!LEAD_NEXT[lead.status].includes(input.status)) {
      throw invalid('status', 'validation.notOneOf', { options: LEAD_NEXT[lead.status].join(', ') || '-' });
    }
    fromStatus = lead.status;
    changes.status = input.status;
  }
  if (input.ownerId !== undefined && input.ownerId !== lead.ownerId) {
    if (input.ownerId !== null) {
      const admins = await q.listPlatformAdmins(tx);
      if (!admins.some((a) => a.id === input.ownerId)) throw invalid('ownerId', 'salesLeads.ownerNotAdmin');
    }
    changes.ownerId = input.ownerId;
  }
  if (Object.keys(changes).length > 0) await q.updateLead(tx, id, changes);
  const note = input.note ?? '';
  if (note || fromStatus) {
    await q.insertLeadNote(tx, {
      leadId: id,
      authorId: scope.userId,
      body: note,
      fromStatus,
      toStatus: fromStatus ? (changes.status ?? null) : null,
    });
  }
  return getLead({ db: tx, id });
}

/**
 * `POST /game/salesleads`: the public lead form. A filled honeypot (`website`) is thanked like
 * anyone else and stored nowhere, so a bot learns nothing.
 */
export async function submitLeadForm(opts: { tx: Executor; input: z.output<typeof ZLeadFormRequest> }) {
  const { website, language: _language, ...fields } = opts.input;
  if (!website) {
    await q.insertLead(opts.tx, { ...fields, phone: fields.phone || null, source: 'form' });
  }
  return toMessage('salesLeads.received', { email: fields.email });
}
