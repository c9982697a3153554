import { UPLOAD_MAX_BYTES } from '@rally/contracts/uploads';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPANDED_BYTES, repackBounded } from '../src/areas/uploads/zip-guard.ts';
import { uploadJobs } from '../src/db/schema/index.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { postMultipart } from './multipart.ts';
import { csv, postUpload } from './upload-helpers.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const workbookParts = {
  '[Content_Types].xml': strToU8('<Types/>'),
  'xl/workbook.xml': strToU8('<workbook/>'),
};

/** A workbook whose directory says `sheet1.xml` holds `declared` bytes while its data inflates to far more. */
function lyingWorkbook(actualBytes: number, declared: number) {
  // The sheet goes first, so both of its headers are the first of their kind.
  const zip = zipSync(
    { 'xl/worksheets/sheet1.xml': new Uint8Array(actualBytes), ...workbookParts },
    { level: 9 },
  );
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, declared, true); // local file header: uncompressed size
  const directory = view.getUint32(zip.length - 22 + 16, true); // end of central directory: its offset
  view.setUint32(directory + 24, declared, true); // central directory entry: uncompressed size
  return zip;
}

describe('bulk upload limits', () => {
  let t: TestContext;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('company_admin');
  });
  afterAll(() => t.close());

  const upload = (name: string, content: string | Uint8Array) =>
    postUpload(t, admin.headers, admin.companyId, { name, content });
  const jobCount = async () => (await t.db.select().from(uploadJobs)).length;

  it.each([
    ['a PNG', 'users.csv', PNG],
    ['a PDF', 'users.xlsx', PDF],
    ['a zip that is no workbook', 'users.xlsx', zipSync({ 'users.csv': strToU8('fullName,email\n') })],
    ['UTF-16 text', 'users.csv', new Uint8Array([0xff, 0xfe, 0x66, 0x00, 0x75, 0x00])],
  ])('refuses %s by its content with 415', async (_, name, content) => {
    const res = await upload(name, content);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('CSV'),
    });
  });

  it('refuses an empty file, a header without rows and an unreadable CSV with 400', async () => {
    expect((await upload('empty.csv', '')).json().message).toBe('The file is empty.');
    const headerOnly = await upload('header.csv', 'fullName,email\n');
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().message).toBe('The file has a header row but no data rows.');
    const unclosed = await upload('broken.csv', 'fullName,email\n"Ana,ana@example.com\n');
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().message).toMatch(/^The CSV could not be read/);
  });

  it('names the missing header columns', async () => {
    const res = await upload(
      'no-email.csv',
      csv([
        ['Name', 'Mail'],
        ['Ana Lima', 'ana@example.com'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageCode: 'upload.headerMissing',
      params: { columns: 'fullName, email', expected: 'fullName, email, role, language' },
    });
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['fullName', 'email']);
  });

  it('refuses more than 10,000 data rows with 400 and writes nothing', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`User ${i}`, `user${i}@example.com`]);
    const res = await upload('big.csv', csv([['fullName', 'email'], ...rows]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageCode: 'upload.tooManyRows',
      params: { rows: 10_001, max: 10_000 },
      message:
        'The file has 10001 data rows; at most 10000 can be uploaded at once. Split it into smaller files.',
    });
    expect(await jobCount()).toBe(0);
  });

  it('refuses a file over 5 MiB with 413', async () => {
    const res = await upload('huge.csv', `fullName,email\n${'x'.repeat(UPLOAD_MAX_BYTES)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('5 MiB'),
    });
  });

  it('refuses a zip bomb by its declared size before inflating it', async () => {
    const bomb = zipSync(
      { ...workbookParts, 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_EXPANDED_BYTES + 10 * 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload('bomb.xlsx', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^This XLSX file expands to 60 MiB/);
    expect(await jobCount()).toBe(0);
  });

  it('refuses an entry compressed far beyond what a spreadsheet compresses', async () => {
    const dense = zipSync({ ...workbookParts, 'xl/worksheets/sheet1.xml': new Uint8Array(20 * 1024 * 1024) });
    const res = await upload('dense.xlsx', dense);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/compressed more than 100 times over/);
  });

  it('inflates no more than a lying directory declares', async () => {
    const liar = lyingWorkbook(30 * 1024 * 1024, 1000);
    expect(unzipSync(repackBounded(liar))['xl/worksheets/sheet1.xml']?.length).toBe(1000);
    const res = await upload('liar.xlsx', liar);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The XLSX file could not be read/);
  });

  it('answers 415 to a body that is not multipart and 400 to a form without a file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: admin.headers,
      payload: { companyID: admin.companyId },
    });
    expect(json.statusCode).toBe(415);
    const noFile = await postMultipart(t, '/api/user/upload', admin.headers, [
      { name: 'companyID', data: admin.companyId },
    ]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([
      { path: 'file', messageCode: 'validation.fileMissing', message: 'Choose a file to upload.' },
    ]);
  });
});
