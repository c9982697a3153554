import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/db/schema/index.ts';
import { clientHeaders, type TestContext } from '../helpers.ts';

/** A call of the public client (api key pair), from `remoteAddress` when a test needs its own limit bucket. */
export function post(t: TestContext, url: string, payload: unknown, opts: { remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: clientHeaders,
    payload: payload as Record<string, unknown>,
    ...opts,
  });
}

/** Answers compared for sameness: everything but the request id, which differs on purpose. */
export function withoutRequestId(body: Record<string, unknown>) {
  const { requestId: _, ...rest } = body;
  return rest;
}

/** The newest mail of a template to an address, or undefined. */
export async function lastMail(t: TestContext, to: string, template: string) {
  const [mail] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return mail;
}
