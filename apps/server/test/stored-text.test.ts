import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/seed/factories.ts';
import { clientHeaders, createTestApp, type Session, type TestContext } from './helpers.ts';
import { PNG, postMultipart } from './multipart.ts';
import { csv, postUpload } from './upload-helpers.ts';

/** Text PostgreSQL cannot store, in places the request-level check does not see: multipart parts. */
describe('text that cannot be stored', () => {
  let t: TestContext;
  let acme: { id: string };
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.db, { name: 'Acme' });
    admin = await t.signIn('company_admin', { companyId: acme.id });
  });
  afterAll(() => t.close());

  const fieldsOf = (body: string) =>
    (JSON.parse(body) as { details: { path: string; messageCode: string }[] }).details;

  it('refuses a NUL in a JSON field with 400 naming the field (register)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rally/register',
      headers: clientHeaders,
      payload: {
        companyName: 'Nul\u0000Co',
        fullName: 'Ana',
        email: 'ana@example.com',
        password: 'a long password 123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContainEqual(
      expect.objectContaining({ path: 'companyName', messageCode: 'validation.badCharacters' }),
    );
  });

  it('refuses a spreadsheet cell holding a NUL, naming its line (past the binary sniff)', async () => {
    const filler = Array.from({ length: 1500 }, (_, i) => [
      `Person ${i} ${'x'.repeat(40)}`,
      `p${i}@example.com`,
    ]);
    const file = csv([['fullName', 'email'], ...filler, ['Nul\u0000Person', 'nul@example.com']]);
    const res = await postUpload(t, admin.headers, acme.id, { name: 'team.csv', content: file });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageCode).toBe('upload.badCharacters');
    expect(res.json().params).toEqual({ line: 1502 });
  });

  it('refuses a file name holding a NUL (upload and logo)', async () => {
    const file = csv([
      ['fullName', 'email'],
      ['Ana', 'ana@example.com'],
    ]);
    const upload = await postUpload(t, admin.headers, acme.id, { name: 'te\u0000am.csv', content: file });
    expect(upload.statusCode).toBe(400);
    expect(fieldsOf(upload.body)).toEqual([
      expect.objectContaining({ path: 'file', messageCode: 'validation.badCharacters' }),
    ]);

    const logo = await postMultipart(t, `/api/companies/${acme.id}/logo`, admin.headers, [
      { name: 'file', filename: 'lo\u0000go.png', contentType: 'image/png', data: PNG },
    ]);
    expect(logo.statusCode).toBe(400);
  });
});
