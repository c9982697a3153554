import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, passwordLinks, users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { codesOf, csv, postUpload, resultOf, uploadAndWait, waitForJob, xlsx } from './upload-helpers.ts';

describe('bulk user upload', () => {
  let t: TestContext;
  let acme: { id: string };
  let other: { id: string };
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.db, { name: 'Acme', language: 'de' });
    other = await createCompany(t.db, { name: 'Other' });
    admin = await t.signIn('company_admin', { companyId: acme.id });
  });
  afterAll(() => t.close());

  const usersOf = (emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));

  it('creates invited users from a CSV and invites each one through the outbox', async () => {
    const file = csv([
      ['fullName', 'email', 'role', 'language'],
      ['Ana Lima', 'Ana.Lima@Example.com', 'player', 'pt'],
      ['Ben Ode', 'ben.ode@example.com', '', ''],
      ['Cleo Park', 'cleo.park@example.com', 'Company admin', 'en'],
    ]);
    const res = await postUpload(t, admin.headers, acme.id, { name: 'team.csv', content: file });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', total: 3, fileName: 'team.csv' });

    const job = await waitForJob(t, admin.headers, res.json().id);
    expect(job).toMatchObject({
      status: 'done',
      processed: 3,
      summary: { created: 3, updated: 0, skipped: 0, failed: 0 },
    });
    expect(job.rows?.map((r) => [r.row, r.email, r.status])).toEqual([
      [2, 'ana.lima@example.com', 'created'],
      [3, 'ben.ode@example.com', 'created'],
      [4, 'cleo.park@example.com', 'created'],
    ]);

    const created = await usersOf(['ana.lima@example.com', 'ben.ode@example.com', 'cleo.park@example.com']);
    const byEmail = new Map(created.map((u) => [u.email, u]));
    expect(created.every((u) => u.companyId === acme.id && u.status === 'invited' && !u.passwordHash)).toBe(
      true,
    );
    expect(byEmail.get('ana.lima@example.com')).toMatchObject({ role: 'player', language: 'pt' });
    // Blank cells take the defaults: player, and the company's language.
    expect(byEmail.get('ben.ode@example.com')).toMatchObject({ role: 'player', language: 'de' });
    expect(byEmail.get('cleo.park@example.com')).toMatchObject({ role: 'company_admin', language: 'en' });

    // The upload wrote the users; the outbox sender writes their invitations.
    expect(await t.outbox('ana.lima@example.com')).toHaveLength(0);
    await t.app.mailer.flush();
    for (const user of created) {
      const mails = await t.outbox(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: 'invite', language: user.language, companyId: acme.id });
      expect(mails[0]?.text).toMatch(/\/rally\/set-password\/[\w-]{40,}/);
      const links = await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id));
      expect(links.map((l) => l.purpose)).toEqual(['invite']);
    }
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'uploadFinished')));
    expect(notice).toMatchObject({
      link: '/users/user-upload',
      params: { fileName: 'team.csv', created: 3, updated: 0, skipped: 0, failed: 0 },
    });
  });

  it('reads semicolon CSV with a BOM, quoted fields and the header spelled out', async () => {
    const file = `\uFEFF"Full name";"E-mail"\r\n"Dana ""DJ"" Jones; Jr.";dana.jones@example.com\r\n`;
    const job = await uploadAndWait(t, admin.headers, acme.id, { name: 'excel.csv', content: file });
    expect(job.summary.created).toBe(1);
    const [dana] = await usersOf(['dana.jones@example.com']);
    expect(dana?.fullName).toBe('Dana "DJ" Jones; Jr.');
  });

  it('reads the first sheet of an XLSX, e-mail hyperlinks included', async () => {
    const file = await xlsx([
      ['Full name', 'E-mail', 'Role'],
      ['Eva Stone', { text: 'eva.stone@example.com', hyperlink: 'mailto:eva.stone@example.com' }, 'client'],
      ['Finn Wu', 'finn.wu@example.com', ''],
    ]);
    const job = await uploadAndWait(t, admin.headers, acme.id, { name: 'team.xlsx', content: file });
    expect(job.summary).toEqual({ created: 2, updated: 0, skipped: 0, failed: 0 });
    const found = await usersOf(['eva.stone@example.com', 'finn.wu@example.com']);
    expect(found.map((u) => [u.email, u.role]).sort()).toEqual([
      ['eva.stone@example.com', 'client'],
      ['finn.wu@example.com', 'player'],
    ]);
  });

  it('reports every row: created, updated, skipped and failed with the reason as a message code', async () => {
    await createUser(t.db, {
      companyId: acme.id,
      email: 'gus.old@example.com',
      fullName: 'Gus Old',
      language: 'de',
    });
    await createUser(t.db, {
      companyId: acme.id,
      email: 'hana.same@example.com',
      fullName: 'Hana Same',
      language: 'de',
    });
    await createUser(t.db, { companyId: other.id, email: 'ivan.elsewhere@example.com', fullName: 'Ivan' });
    const file = csv([
      ['email', 'fullName', 'language'],
      ['gus.old@example.com', 'Gus New', ''],
      ['hana.same@example.com', 'Hana Same', 'de'],
      ['ivan.elsewhere@example.com', 'Ivan Other', ''],
      ['not-an-email', 'Jo Bad', ''],
      ['kim.short@example.com', 'K', ''],
      ['lea.lang@example.com', 'Lea Lang', 'es'],
      ['mo.new@example.com', 'Mo New', 'fr'],
      ['MO.NEW@example.com', 'Mo Again', ''],
    ]);
    const job = await uploadAndWait(
      t,
      admin.headers,
      acme.id,
      { name: 'mixed.csv', content: file },
      { updateExisting: true },
    );
    expect(job.summary).toEqual({ created: 1, updated: 1, skipped: 1, failed: 5 });
    expect(resultOf(job, 'gus.old@example.com')).toMatchObject({ row: 2, status: 'updated' });
    expect(resultOf(job, 'hana.same@example.com')).toMatchObject({
      status: 'skipped',
      reasons: [{ messageCode: 'upload.noChanges', message: 'No changes.' }],
    });
    // Neutral: nothing tells the uploader the address belongs to another company.
    expect(resultOf(job, 'ivan.elsewhere@example.com')).toMatchObject({
      status: 'failed',
      reasons: [{ messageCode: 'upload.emailUnusable', message: 'This e-mail cannot be used.' }],
    });
    expect(codesOf(resultOf(job, 'not-an-email'))).toEqual(['upload.emailInvalid']);
    expect(resultOf(job, 'kim.short@example.com')?.reasons).toEqual([
      {
        messageCode: 'upload.fullNameLength',
        params: { min: 2, max: 120 },
        message: 'The full name must be 2 to 120 characters.',
      },
    ]);
    expect(resultOf(job, 'lea.lang@example.com')?.reasons).toEqual([
      expect.objectContaining({
        messageCode: 'upload.languageUnknown',
        params: { languages: 'en, de, fr, pt' },
      }),
    ]);
    expect(resultOf(job, 'mo.new@example.com')).toMatchObject({ row: 8, status: 'created' });
    expect(job.rows?.find((r) => r.row === 9)).toMatchObject({
      status: 'failed',
      reasons: [{ messageCode: 'upload.emailRepeated', params: { row: 8 } }],
    });

    const [gus] = await usersOf(['gus.old@example.com']);
    expect(gus).toMatchObject({ fullName: 'Gus New', language: 'de', role: 'player' });
    const [ivan] = await usersOf(['ivan.elsewhere@example.com']);
    expect(ivan).toMatchObject({ companyId: other.id, fullName: 'Ivan' });
    await t.app.mailer.flush();
    expect(await t.outbox('gus.old@example.com')).toHaveLength(0);
    expect(await t.outbox('mo.new@example.com')).toHaveLength(1);
  });

  it('creates no duplicates and sends no second invitation when the same file comes again', async () => {
    const file = csv([
      ['fullName', 'email'],
      ['Nia Repeat', 'nia.repeat@example.com'],
      ['Oli Repeat', 'oli.repeat@example.com'],
    ]);
    const first = await uploadAndWait(t, admin.headers, acme.id, { name: 'again.csv', content: file });
    await t.app.mailer.flush();
    const second = await uploadAndWait(t, admin.headers, acme.id, { name: 'again.csv', content: file });
    await t.app.mailer.flush();
    expect(first.summary.created).toBe(2);
    expect(second.summary).toEqual({ created: 0, updated: 0, skipped: 2, failed: 0 });
    expect(await usersOf(['nia.repeat@example.com', 'oli.repeat@example.com'])).toHaveLength(2);
    expect(await t.outbox('nia.repeat@example.com')).toHaveLength(1);
  });

  it("keeps a company admin inside their company and below the platform admin's role", async () => {
    const file = csv([
      ['fullName', 'email', 'role'],
      ['Pia Boss', 'pia.boss@example.com', 'admin'],
    ]);
    const elsewhere = await postUpload(t, admin.headers, other.id, { name: 'x.csv', content: file });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0]).toMatchObject({
      path: 'companyID',
      messageCode: 'companies.noSuchCompany',
    });

    const job = await uploadAndWait(t, admin.headers, acme.id, { name: 'x.csv', content: file });
    expect(resultOf(job, 'pia.boss@example.com')).toMatchObject({ status: 'failed' });
    expect(codesOf(resultOf(job, 'pia.boss@example.com'))).toEqual(['upload.roleNotAssignable']);
    expect(await usersOf(['pia.boss@example.com'])).toHaveLength(0);

    const platform = await t.signIn('admin');
    const byAdmin = await uploadAndWait(t, platform.headers, other.id, { name: 'x.csv', content: file });
    expect(byAdmin.summary.created).toBe(1);
    // The upload is the other company's: acme's admin cannot read it.
    const read = await t.app.inject({ url: `/api/user/upload/${byAdmin.id}`, headers: admin.headers });
    expect(read.statusCode).toBe(404);
  });

  it('refuses players, and answers 404 for an unknown job', async () => {
    const player = await t.signIn('player', { companyId: acme.id });
    const file = csv([
      ['fullName', 'email'],
      ['Quin Try', 'quin@example.com'],
    ]);
    expect((await postUpload(t, player.headers, acme.id, { name: 'p.csv', content: file })).statusCode).toBe(
      403,
    );
    const unknown = await t.app.inject({
      url: '/api/user/upload/01900000-0000-7000-8000-000000000000',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the template as CSV and XLSX, and the template uploads as it is', async () => {
    const csvRes = await t.app.inject({
      url: '/api/user/upload/template?format=csv',
      headers: admin.headers,
    });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRes.headers['content-disposition']).toBe('attachment; filename="rally-users-template.csv"');
    expect(csvRes.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('fullName,email,role,language');

    const xlsxRes = await t.app.inject({
      url: '/api/user/upload/template?format=xlsx',
      headers: admin.headers,
    });
    expect(xlsxRes.statusCode).toBe(200);
    expect(xlsxRes.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsxRes.headers['content-disposition']).toContain('rally-users-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxRes.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'fullName',
      'email',
      'role',
      'language',
    ]);

    const job = await uploadAndWait(t, admin.headers, acme.id, {
      name: 'template.xlsx',
      content: xlsxRes.rawPayload,
    });
    expect(job.summary.created).toBe(1);
  });
});
