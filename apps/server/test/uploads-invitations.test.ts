import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFanouts, outboxMessages, passwordLinks, users } from '../src/db/schema/index.ts';
import { PRIORITY } from '../src/mail/outbox.ts';
import { createCompany } from '../src/seed/factories.ts';
import {
  clientHeaders,
  createTestApp,
  type Session,
  setPasswordByLink,
  type TestContext,
} from './helpers.ts';
import { csv, uploadAndWait } from './upload-helpers.ts';

const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
// Subjects name no person or company: the inviter is in the body.
const SUBJECT = {
  en: 'invited to Rally',
  de: 'zu Rally eingeladen',
  fr: 'invité sur Rally',
  pt: 'convidado para o Rally',
};

describe('bulk upload invitations, written by the outbox sender', () => {
  let t: TestContext;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.db, { name: 'Invite Co' });
    admin = await t.signIn('company_admin', { companyId: company.id });
  });
  afterAll(() => t.close());

  const people = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => [
      `${prefix} Person ${i}`,
      `${prefix}${i}@invite.test`,
      LANGUAGES[i % LANGUAGES.length] ?? 'en',
    ]);
  const upload = (name: string, rows: string[][]) =>
    uploadAndWait(t, admin.headers, admin.companyId, {
      name,
      content: csv([['fullName', 'email', 'language'], ...rows]),
    });
  const mailsTo = (prefix: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.to, `${prefix}%@invite.test`), eq(outboxMessages.template, 'invite')));
  const tokenOf = (text: string) => /\/rally\/set-password\/([\w-]+)/.exec(text)?.[1] ?? '';
  const fanoutOf = async (jobId: string) =>
    (await t.db.select().from(outboxFanouts).where(eq(outboxFanouts.subjectId, jobId)))[0];

  it('invites each new user once, in their language, with a working set-password link', async () => {
    // 1,100 people: the fan-out writes them in two chunks.
    const rows = people('new', 1_100);
    const job = await upload('team.csv', rows);
    expect(job.summary.created).toBe(1_100);
    // The upload's transaction wrote one fan-out row and no mail.
    expect(await mailsTo('new')).toHaveLength(0);
    expect(await fanoutOf(job.id)).toMatchObject({ kind: 'uploadInvitations', status: 'pending', done: 0 });

    await t.app.mailer.flush();
    const mails = await mailsTo('new');
    expect(mails).toHaveLength(1_100);
    expect(new Set(mails.map((m) => m.to)).size).toBe(1_100);
    // Sent after any code or reset link asked for meanwhile.
    expect(mails.every((m) => m.priority === PRIORITY.bulk)).toBe(true);
    expect(await fanoutOf(job.id)).toMatchObject({ status: 'done', done: 1_100 });
    for (const [i, language] of LANGUAGES.entries()) {
      const mail = mails.find((m) => m.to === `new${i}@invite.test`);
      expect(mail).toMatchObject({ language, status: 'held', companyId: admin.companyId });
      expect(mail?.subject).toContain(SUBJECT[language]);
      expect(mail?.text).toContain(`new Person ${i}`);
    }

    // The link in the mail opens the set-password screen and activates the account.
    const mail = mails.find((m) => m.to === 'new7@invite.test');
    const token = tokenOf(mail?.text ?? '');
    const check = await t.app.inject({ url: `/api/user/resetpassword?id=${token}`, headers: clientHeaders });
    expect(check.json()).toMatchObject({ email: 'new7@invite.test', purpose: 'invite' });
    const set = await setPasswordByLink(t, token, 'a brand new passphrase');
    expect(set.statusCode).toBe(200);
    const [activated] = await t.db.select().from(users).where(eq(users.email, 'new7@invite.test'));
    expect(activated?.status).toBe('active');

    // Running the sender again, or uploading the same file again, mails no one twice.
    await t.app.mailer.flush();
    const again = await upload('team.csv', rows);
    expect(again.summary).toEqual({ created: 0, updated: 0, skipped: 1_100, failed: 0 });
    await t.app.mailer.flush();
    expect(await mailsTo('new')).toHaveLength(1_100);
  });

  it('leaves out users disabled or deleted before the sender runs', async () => {
    const job = await upload('late.csv', people('late', 3));
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'late0@invite.test'));
    await t.db.delete(users).where(eq(users.email, 'late1@invite.test'));
    await t.app.mailer.flush();
    expect((await mailsTo('late')).map((m) => m.to)).toEqual(['late2@invite.test']);
    expect(await fanoutOf(job.id)).toMatchObject({ status: 'done', done: 3 });
  });

  it('leaves a fan-out another process holds alone until its lease runs out', async () => {
    const job = await upload('leased.csv', people('leased', 2));
    // As another process's claim leaves it: an attempt counted, the lease minutes ahead.
    const lease = { attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) };
    await t.db.update(outboxFanouts).set(lease).where(eq(outboxFanouts.subjectId, job.id));
    await t.app.mailer.flush();
    expect(await mailsTo('leased')).toHaveLength(0);
    await t.db
      .update(outboxFanouts)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxFanouts.subjectId, job.id));
    await t.app.mailer.flush();
    expect(await mailsTo('leased')).toHaveLength(2);
    expect(await fanoutOf(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('resumes an interrupted fan-out where it stopped, and a repeated one mails no one twice', async () => {
    // A failure in the second chunk: the first chunk's mails are committed, the second's are not.
    await t.db.execute(
      sql`alter table outbox_messages add constraint test_refuses_crash check ("to" <> 'crash1050@invite.test')`,
    );
    // Seats for 1,100 more within the plan's 2,000 users (decision 0022): the first upload's people leave.
    await t.db.update(users).set({ status: 'disabled' }).where(like(users.email, 'new%@invite.test'));
    const job = await upload('crash.csv', people('crash', 1_100));
    await t.app.mailer.flush();
    expect(await mailsTo('crash')).toHaveLength(1_000);
    const stopped = await fanoutOf(job.id);
    expect(stopped).toMatchObject({ status: 'pending', done: 1_000, attempts: 1 });
    expect(stopped?.lastError).toContain('test_refuses_crash');
    // Neither the status column nor the log carries the mails' link tokens.
    expect(stopped?.lastError).not.toContain('set-password');
    const logged = t.logs.find((line) => line.includes('mail fan-out failed')) ?? '';
    expect(logged).toContain('test_refuses_crash');
    expect(logged).not.toContain('set-password');
    expect(stopped?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await t.db.execute(sql`alter table outbox_messages drop constraint test_refuses_crash`);
    const due = { nextAttemptAt: new Date(0) };
    await t.db.update(outboxFanouts).set(due).where(eq(outboxFanouts.subjectId, job.id));
    await t.app.mailer.flush();
    expect(await mailsTo('crash')).toHaveLength(1_100);
    expect(await fanoutOf(job.id)).toMatchObject({ status: 'done', done: 1_100 });

    // As if a process had written mails but lost its progress: the whole fan-out runs again.
    const links = async () =>
      (await t.db.select().from(passwordLinks).where(eq(passwordLinks.companyId, admin.companyId))).length;
    const linksBefore = await links();
    await t.db
      .update(outboxFanouts)
      .set({ ...due, status: 'pending', done: 0 })
      .where(eq(outboxFanouts.subjectId, job.id));
    await t.app.mailer.flush();
    expect(await mailsTo('crash')).toHaveLength(1_100);
    expect(await links()).toBe(linksBefore);
  });
});
