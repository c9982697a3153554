import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, uploadJobs, users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { codesOf, confirmUpload, csv, previewUpload, resultOf, waitForJob } from './upload-helpers.ts';

describe('bulk upload preview and confirm', () => {
  let t: TestContext;
  let acme: { id: string };
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.db, { name: 'Preview Co', language: 'fr' });
    admin = await t.signIn('company_admin', { companyId: acme.id });
  });
  afterAll(() => t.close());

  const usersOf = (emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));
  const preview = (name: string, rows: string[][]) =>
    previewUpload(t, admin.headers, acme.id, { name, content: csv(rows) });
  const confirmAndWait = async (id: string, body: object = { updateRows: [] }) => {
    const res = await confirmUpload(t, admin.headers, id, body);
    expect(res.statusCode).toBe(202);
    return waitForJob(t, admin.headers, id);
  };

  it('shows what each row would do, old -> new, and writes nothing until confirmed', async () => {
    await createUser(t.db, {
      companyId: acme.id,
      email: 'edited@preview.test',
      fullName: 'Edited By Hand',
      language: 'de',
    });
    await createUser(t.db, { companyId: acme.id, email: 'same@preview.test', fullName: 'Same Person' });
    const job = await preview('team.csv', [
      ['fullName', 'email', 'language'],
      ['New Person', 'new@preview.test', ''],
      ['Edited In File', 'edited@preview.test', 'en'],
      ['Same Person', 'same@preview.test', ''],
      ['X', 'bad@preview.test', ''],
    ]);
    expect(job).toMatchObject({ status: 'preview', total: 4, fileName: 'team.csv' });
    expect(job.preview?.counts).toEqual({ create: 1, update: 1, unchanged: 1, refuse: 1 });
    expect(job.preview?.rows.map((r) => [r.row, r.email, r.action])).toEqual([
      [2, 'new@preview.test', 'create'],
      [3, 'edited@preview.test', 'update'],
      [4, 'same@preview.test', 'unchanged'],
      [5, 'bad@preview.test', 'refuse'],
    ]);
    expect(job.preview?.rows[1]?.changes).toEqual([
      { field: 'fullName', from: 'Edited By Hand', to: 'Edited In File' },
      { field: 'language', from: 'de', to: 'en' },
    ]);
    expect(codesOf(job.preview?.rows[3])).toEqual(['upload.fullNameLength']);
    // Reading it again gives the same preview; nobody was created or mailed.
    const again = await t.app.inject({ url: `/api/user/upload/${job.id}`, headers: admin.headers });
    expect(again.json().preview.rows).toEqual(job.preview?.rows);
    expect(await usersOf(['new@preview.test'])).toHaveLength(0);
    await t.app.mailer.flush();
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'new@preview.test'))).toEqual(
      [],
    );

    // By default existing users keep what was edited by hand.
    const done = await confirmAndWait(job.id);
    expect(done.summary).toEqual({ created: 1, updated: 0, skipped: 2, failed: 1 });
    expect(codesOf(resultOf(done, 'edited@preview.test'))).toEqual(['upload.keptExisting']);
    const [edited] = await usersOf(['edited@preview.test']);
    expect(edited).toMatchObject({ fullName: 'Edited By Hand', language: 'de' });
    const [created] = await usersOf(['new@preview.test']);
    // A blank language cell gives the company's language.
    expect(created).toMatchObject({ status: 'invited', language: 'fr', companyId: acme.id });
    await t.app.mailer.flush();
    expect(await t.outbox('new@preview.test')).toHaveLength(1);
  });

  it('applies the changes of the rows the organiser chose, and only those', async () => {
    for (const n of [1, 2]) {
      await createUser(t.db, {
        companyId: acme.id,
        email: `pick${n}@preview.test`,
        fullName: `Pick Old ${n}`,
      });
    }
    const job = await preview('pick.csv', [
      ['fullName', 'email'],
      ['Pick New 1', 'pick1@preview.test'],
      ['Pick New 2', 'pick2@preview.test'],
    ]);
    const done = await confirmAndWait(job.id, { updateRows: [3] });
    expect(done.summary).toMatchObject({ updated: 1, skipped: 1 });
    const picked = await usersOf(['pick1@preview.test', 'pick2@preview.test']);
    expect(picked.map((u) => [u.email, u.fullName]).sort()).toEqual([
      ['pick1@preview.test', 'Pick Old 1'],
      ['pick2@preview.test', 'Pick New 2'],
    ]);
  });

  it('does not apply a chosen update when the user changed after the preview', async () => {
    await createUser(t.db, { companyId: acme.id, email: 'moving@preview.test', fullName: 'Moving Old' });
    const job = await preview('moving.csv', [
      ['fullName', 'email'],
      ['Moving File', 'moving@preview.test'],
    ]);
    await t.db.update(users).set({ fullName: 'Moving Edited' }).where(eq(users.email, 'moving@preview.test'));
    const done = await confirmAndWait(job.id, { updateRows: 'all' });
    expect(codesOf(resultOf(done, 'moving@preview.test'))).toEqual(['upload.changedSincePreview']);
    expect((await usersOf(['moving@preview.test']))[0]?.fullName).toBe('Moving Edited');
  });

  it('confirms a preview once; a cancelled one is gone; another company cannot touch it', async () => {
    const rows = [
      ['fullName', 'email'],
      ['Once Only', 'once@preview.test'],
    ];
    const job = await preview('once.csv', rows);
    const badChoice = await confirmUpload(t, admin.headers, job.id, { updateRows: [2] });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().details[0]).toMatchObject({
      path: 'updateRows',
      messageCode: 'upload.updateRowsUnknown',
    });

    const stranger = await t.signIn('company_admin');
    expect((await confirmUpload(t, stranger.headers, job.id)).statusCode).toBe(404);
    const foreignCancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/upload/${job.id}`,
      headers: stranger.headers,
    });
    expect(foreignCancel.statusCode).toBe(404);

    const [first, second] = await Promise.all([
      confirmUpload(t, admin.headers, job.id),
      confirmUpload(t, admin.headers, job.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const done = await waitForJob(t, admin.headers, job.id);
    expect(done.summary.created).toBe(1);
    const cancelDone = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/upload/${job.id}`,
      headers: admin.headers,
    });
    expect(cancelDone.statusCode).toBe(409);

    const dropped = await preview('dropped.csv', [
      ['fullName', 'email'],
      ['Never Made', 'never@preview.test'],
    ]);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/upload/${dropped.id}`,
      headers: admin.headers,
    });
    expect(cancel.statusCode).toBe(204);
    expect((await confirmUpload(t, admin.headers, dropped.id)).statusCode).toBe(404);
    expect(await usersOf(['never@preview.test'])).toHaveLength(0);
  });

  it('refuses to confirm a preview older than a day', async () => {
    const job = await preview('old.csv', [
      ['fullName', 'email'],
      ['Too Late', 'late@preview.test'],
    ]);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(uploadJobs).set({ createdAt: dayAgo }).where(eq(uploadJobs.id, job.id));
    const res = await confirmUpload(t, admin.headers, job.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().messageCode).toBe('upload.previewExpired');
    expect(await usersOf(['late@preview.test'])).toHaveLength(0);
  });
});
