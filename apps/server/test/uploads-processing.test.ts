import { eq, like, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_JOB, type UploadJobPayload } from '../src/areas/uploads/job.ts';
import { writeUpload } from '../src/areas/uploads/process.ts';
import {
  jobs,
  notifications,
  outboxFanouts,
  outboxMessages,
  passwordLinks,
  uploadJobs,
  users,
} from '../src/db/schema/index.ts';
import { createUser } from '../src/seed/factories.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { csv, previewUpload, uploadAndWait, waitForJob } from './upload-helpers.ts';

describe('bulk upload processing', () => {
  let t: TestContext;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('company_admin');
    // A database failure the validation cannot foresee: the users table refuses one address.
    await t.db.execute(
      sql`alter table users add constraint test_refuses_boom check (email <> 'boom@example.com')`,
    );
  });
  afterAll(() => t.close());

  it('rolls back everything an upload wrote when the database fails mid-write', async () => {
    // 1,200 rows: the first 1,000 users are written before the second chunk fails.
    const rows = Array.from({ length: 1_199 }, (_, i) => [`Rolled Back ${i}`, `rollback${i}@example.com`]);
    const file = csv([['fullName', 'email'], ...rows, ['Boom Row', 'boom@example.com']]);
    const job = await uploadAndWait(t, admin.headers, admin.companyId, { name: 'doomed.csv', content: file });

    expect(job).toMatchObject({ status: 'failed', processed: 0, total: 1_200 });
    expect(job.error).toEqual({
      messageCode: 'upload.saveFailed',
      message: 'The upload could not be saved, so nothing from it was written. Try again.',
    });
    expect(job.rows).toBeUndefined();
    expect(t.logs.join('')).toContain('test_refuses_boom');
    const written = await t.db.select().from(users).where(like(users.email, 'rollback%'));
    expect(written).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.email, 'boom@example.com'))).toHaveLength(0);
    expect(
      await t.db.select().from(passwordLinks).where(eq(passwordLinks.companyId, admin.companyId)),
    ).toHaveLength(0);
    expect(await t.db.select().from(outboxFanouts).where(eq(outboxFanouts.subjectId, job.id))).toHaveLength(
      0,
    );
    await t.app.mailer.flush();
    expect(await t.db.select().from(outboxMessages).where(like(outboxMessages.to, 'rollback%'))).toHaveLength(
      0,
    );
    // The uploader still hears how it ended.
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(notice?.params).toMatchObject({ fileName: 'doomed.csv', created: 0, failed: 1_200 });
  });

  it('matches a later chunk that holds a known e-mail, keeping the chunks written before it', async () => {
    await createUser(t.db, { companyId: admin.companyId, email: 'known@example.com', fullName: 'Known Old' });
    const rows = Array.from({ length: 1_100 }, (_, i) => [`Mixed ${i}`, `mixed${i}@example.com`]);
    rows[1_050] = ['Known New', 'known@example.com'];
    const job = await uploadAndWait(
      t,
      admin.headers,
      admin.companyId,
      { name: 'mixed.csv', content: csv([['fullName', 'email'], ...rows]) },
      { updateExisting: true },
    );
    expect(job.summary).toEqual({ created: 1_099, updated: 1, skipped: 0, failed: 0 });
    expect(job.rows?.[1_050]).toEqual({ row: 1_052, email: 'known@example.com', status: 'updated' });
    expect(await t.db.select().from(users).where(like(users.email, 'mixed%'))).toHaveLength(1_099);
    const [known] = await t.db.select().from(users).where(eq(users.email, 'known@example.com'));
    expect(known?.fullName).toBe('Known New');
  });

  it('reports progress after every chunk of 1,000 rows', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      line: i + 2,
      fullName: `Progress ${i}`,
      email: `progress${i}@example.com`,
      role: '',
      language: '',
    }));
    const seen: number[] = [];
    await t.db.transaction((tx) =>
      writeUpload(
        tx,
        {
          db: t.db,
          engine: t.database.kind,
          log: t.app.log,
          job: { id: '', fileName: 'progress.csv' },
          scope: { userId: admin.user.id, companyId: admin.companyId, role: 'company_admin' },
          company: { id: admin.companyId },
          companyLanguage: 'en',
          mailer: t.app.mailer,
          rows,
          updateLines: 'all',
        },
        async (n) => void seen.push(n),
      ),
    );
    expect(seen).toEqual([1_000, 2_000, 2_500]);
    // Their seats back (the plan's 2,000 users, decision 0022): the uploads below add people to this company.
    await t.db.update(users).set({ status: 'disabled' }).where(like(users.email, 'progress%'));
  });

  /** What a killed process leaves: the upload claimed and marked processing, its job's lease running out. */
  async function strandUpload(name: string, job: { attempts: number; lockedUntil: SQL }) {
    const file = csv([
      ['fullName', 'email'],
      [`Taken Over ${name}`, `${name}@example.com`],
    ]);
    const preview = await previewUpload(t, admin.headers, admin.companyId, {
      name: `${name}.csv`,
      content: file,
    });
    await t.db.update(uploadJobs).set({ status: 'processing' }).where(eq(uploadJobs.id, preview.id));
    const payload: UploadJobPayload = {
      uploadId: preview.id,
      scope: { userId: admin.user.id, companyId: admin.companyId, role: 'company_admin' },
      updateLines: [],
    };
    await t.db.insert(jobs).values({
      name: UPLOAD_JOB,
      key: preview.id,
      payload,
      state: 'running',
      maxAttempts: 3,
      lockedBy: uuidv7(),
      ...job,
    });
    return preview.id;
  }

  it('has a surviving process take over, within seconds, the upload of a process that died', async () => {
    const id = await strandUpload('survivor', { attempts: 1, lockedUntil: sql`now() + interval '1 second'` });
    const from = Date.now();
    const job = await waitForJob(t, admin.headers, id);
    expect(Date.now() - from).toBeLessThan(8_000);
    expect(job).toMatchObject({ status: 'done', summary: { created: 1, updated: 0, skipped: 0, failed: 0 } });
    expect(await t.db.select().from(users).where(eq(users.email, 'survivor@example.com'))).toHaveLength(1);
  });

  it('gives up an upload that keeps killing its process, and tells the organiser', async () => {
    const id = await strandUpload('killer', { attempts: 3, lockedUntil: sql`now() - interval '1 second'` });
    const job = await waitForJob(t, admin.headers, id);
    expect(job).toMatchObject({
      status: 'failed',
      processed: 0,
      error: { messageCode: 'upload.stopped', message: expect.stringMatching(/^Processing stopped/) },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'killer@example.com'))).toHaveLength(0);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(notices.map((n) => n.params)).toContainEqual(
      expect.objectContaining({ fileName: 'killer.csv', created: 0, failed: 1 }),
    );
  });
});
