import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.ts';
import { UPLOADS_AT_ONCE } from '../src/plugins/multipart.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { multipart, PNG, postMultipart } from './multipart.ts';

const MB = 1024 * 1024;
/** Far past every limit of these routes (logo 1 MB, spreadsheet 5 MB). */
const HUGE = 64 * MB;

/**
 * Sends a form whose file is `head` followed by `size` bytes in all, generated as the server reads
 * (nothing of it is held here), and answers the status, the body and how much had been sent when
 * the answer came: a server that reads the whole body before refusing it has read all of it.
 */
async function postHuge(
  port: number,
  url: string,
  headers: Record<string, string>,
  head: Buffer,
  fileName: string,
) {
  const form = await multipart([{ name: 'file', data: head, filename: fileName }]);
  const end = form.payload.lastIndexOf(Buffer.from('\r\n--'));
  const [before, after] = [form.payload.subarray(0, end), form.payload.subarray(end)];
  const total = before.length + HUGE + after.length;
  return new Promise<{ status: number; body: Record<string, unknown>; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: url,
        headers: { ...headers, ...form.headers, 'content-length': total },
      },
      (res) => {
        answered = true;
        const at = sent;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            sent: at,
          });
        });
      },
    );
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const write = () => {
      while (!answered && sent < total) {
        const next = sent === 0 ? before : sent < before.length + HUGE ? chunk : after;
        sent += next.length;
        if (!req.write(next)) return void req.once('drain', write);
      }
      if (sent >= total) req.end();
    };
    write();
  });
}

/** Logos and spreadsheets stream: a file past its limit is refused while it arrives, not after. */
describe('logo and spreadsheet uploads stream', () => {
  let t: TestContext;
  let port: number;
  let admin: Session;
  const fileRows = async (companyId: string) =>
    Number((await t.db.select({ n: count() }).from(files).where(eq(files.companyId, companyId)))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await t.signIn('company_admin');
  });
  // A refused body left unread would hold its connection open, and closing the app would wait for it.
  afterAll(() => t.close());

  it('refuses a logo past 1 MB with 413 while it streams, storing nothing', async () => {
    const res = await postHuge(
      port,
      `/api/companies/${admin.companyId}/logo`,
      admin.headers,
      PNG,
      'logo.png',
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ messageCode: 'companies.logoTooLarge', params: { megabytes: 1 } });
    // Socket buffers hold a few MB at most; reading the whole body would have taken all 64.
    expect(res.sent).toBeLessThan(HUGE / 2);
    expect(await fileRows(admin.companyId)).toBe(0);
  });

  it('refuses a logo that is no image at its first bytes (415), not after reading it', async () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    const res = await postHuge(
      port,
      `/api/companies/${admin.companyId}/logo`,
      admin.headers,
      pdf,
      'logo.png',
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ messageCode: 'companies.logoWrongType' });
    expect(res.sent).toBeLessThan(HUGE / 2);
  });

  it('refuses a spreadsheet past 5 MB with 413 while it streams', async () => {
    for (const url of ['/api/user/upload', '/api/user/upload/preview']) {
      const csv = Buffer.from('fullName,email\nAna,');
      const res = await postHuge(port, url, admin.headers, csv, 'users.csv');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ messageCode: 'upload.tooLarge', params: { megabytes: 5 } });
      expect(res.sent).toBeLessThan(HUGE / 2);
    }
  });

  it(`counts logos and spreadsheets among a company's ${UPLOADS_AT_ONCE} uploads in flight`, async () => {
    const storage = t.app.storage;
    const put = storage.put;
    // Each logo waits in storage until the gate opens, so they are all in flight together.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let entered = 0;
    let allEntered = () => {};
    const full = new Promise<void>((resolve) => {
      allEntered = resolve;
    });
    storage.put = async (...args) => {
      if (++entered === UPLOADS_AT_ONCE) allEntered();
      await gate;
      return put(...args);
    };
    const logo = () =>
      postMultipart(t, `/api/companies/${admin.companyId}/logo`, admin.headers, [
        { name: 'file', data: PNG, filename: 'logo.png' },
      ]);
    try {
      const logos = Array.from({ length: UPLOADS_AT_ONCE }, logo);
      await full;
      const busy = [
        await logo(),
        await postMultipart(t, '/api/user/upload/preview', admin.headers, [
          { name: 'file', data: 'fullName,email\nAna,ana@example.com\n', filename: 'users.csv' },
        ]),
        await postMultipart(t, '/api/media/upload', admin.headers, [
          { name: 'header', data: 'Stretches' },
          { name: 'scope', data: 'company' },
          { name: 'lang', data: 'en' },
          { name: 'media', data: PNG, filename: 'a.png' },
        ]),
      ];
      for (const res of busy) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({
          messageCode: 'media.uploadsBusy',
          params: { limit: UPLOADS_AT_ONCE },
        });
      }
      open();
      expect((await Promise.all(logos)).map((r) => r.statusCode)).toEqual(Array(UPLOADS_AT_ONCE).fill(200));
    } finally {
      open();
      storage.put = put;
    }
  });
});
