import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MAX_BYTES } from '@rally/contracts/media';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, media } from '../src/db/schema/index.ts';
import { caller, MISSING } from './content-fixtures.ts';
import { createTestApp, type Session, type TestContext } from './helpers.ts';
import { brokenPng, EXECUTABLE, HTML, images, OTHERS } from './media-samples.ts';
import { postMultipart } from './multipart.ts';
import { startS3Server } from './s3-server.ts';

type Upload = { data: Buffer; filename?: string; contentType?: string; fields?: Record<string, string> };

async function upload(t: TestContext, who: Session, u: Upload) {
  const fields = {
    header: 'Desk stretches',
    description: 'Three moves',
    scope: 'company',
    lang: 'de',
    ...u.fields,
  };
  return postMultipart(t, '/api/media/upload', who.headers, [
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    {
      name: 'media',
      data: u.data,
      filename: u.filename ?? 'file.bin',
      contentType: u.contentType ?? 'application/octet-stream',
    },
  ]);
}

/** Every storage driver the uploads run against; each counts what it holds. */
const drivers = [
  {
    name: 'local directory',
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'rally-media-'));
      const t = await createTestApp({ DATA_DIR: dir, FILE_STORAGE: 'local' });
      const uploads = path.join(dir, 'uploads');
      const objects = () => {
        try {
          return readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
            .length;
        } catch {
          return 0;
        }
      };
      return {
        t,
        objects,
        close: async () => {
          await t.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'S3-compatible bucket',
    async open() {
      const s3 = await startS3Server();
      const { config } = s3;
      const t = await createTestApp({
        FILE_STORAGE: 's3',
        S3_BUCKET: config.bucket,
        S3_ENDPOINT: config.endpoint ?? '',
        S3_ACCESS_KEY_ID: config.credentials?.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: config.credentials?.secretAccessKey ?? '',
        S3_PREFIX: config.prefix,
      });
      // What the emulator holds on disk (one `._S3rver_object` file per object).
      const objects = () =>
        readdirSync(s3.directory, { recursive: true, withFileTypes: true }).filter(
          (e) => e.isFile() && e.name.endsWith('._S3rver_object'),
        ).length;
      return {
        t,
        objects,
        close: async () => {
          await t.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(drivers)('media uploads, stored in a $name', (driver) => {
  let t: TestContext;
  let objects: () => number | Promise<number>;
  let close: () => Promise<void>;
  let organiser: Session;
  beforeAll(async () => {
    ({ t, objects, close } = await driver.open());
    organiser = await t.signIn('company_admin');
  });
  afterAll(() => close());

  const rows = async () => {
    const [m] = await t.db.select({ n: count() }).from(media);
    const [f] = await t.db.select({ n: count() }).from(files);
    return { media: m?.n, files: f?.n, objects: await objects() };
  };

  it('accepts every type by its content, serves it safely, and thumbnails images', async () => {
    const samples = { ...(await images()), ...OTHERS };
    for (const [type, data] of Object.entries(samples)) {
      // Named and declared wrongly on purpose: only the bytes count.
      const res = await upload(t, organiser, { data, filename: 'upload.txt', contentType: 'text/plain' });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const item = res.json();
      expect(item).toMatchObject({
        contentType: type,
        header: 'Desk stretches',
        lang: 'de',
        scope: 'company',
      });
      expect(item.kind).toBe(
        type.startsWith('image/') ? 'image' : type === 'application/pdf' ? 'pdf' : type.split('/')[0],
      );
      const served = await t.app.inject({ method: 'GET', url: item.fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="upload.txt"/);
      expect(served.rawPayload.equals(data)).toBe(true);
      if (item.kind === 'image') {
        const thumb = await t.app.inject({ method: 'GET', url: item.thumbnailUrl });
        expect(thumb.headers['content-type']).toBe('image/webp');
        expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      } else {
        expect(item.thumbnailUrl).toBeNull();
      }
    }
  });

  it('refuses a renamed executable, an HTML page, an oversized file and a broken image, storing nothing', async () => {
    const before = await rows();
    const exe = await upload(t, organiser, {
      data: EXECUTABLE,
      filename: 'holiday.png',
      contentType: 'image/png',
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().messageCode).toBe('media.wrongType');
    const html = await upload(t, organiser, {
      data: HTML,
      filename: 'page.pdf',
      contentType: 'application/pdf',
    });
    expect(html.statusCode).toBe(415);
    const big = Buffer.concat([(await images())['image/png'], Buffer.alloc(MEDIA_MAX_BYTES('image'))]);
    const large = await upload(t, organiser, { data: big, filename: 'huge.png', contentType: 'image/png' });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      messageCode: 'media.tooLarge',
      params: { kind: 'image', megabytes: 8 },
    });
    const broken = await upload(t, organiser, {
      data: await brokenPng(),
      filename: 'broken.png',
      contentType: 'image/png',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details).toEqual([
      expect.objectContaining({ path: 'media', messageCode: 'media.imageUnreadable' }),
    ]);
    const noHeader = await upload(t, organiser, { data: OTHERS['application/pdf'], fields: { header: '' } });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().details.map((d: { path: string }) => d.path)).toEqual(['header']);
    const badLang = await upload(t, organiser, { data: OTHERS['application/pdf'], fields: { lang: 'xx' } });
    expect(badLang.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('deletes an item with its file and thumbnail', async () => {
    const res = await upload(t, organiser, { data: (await images())['image/png'], filename: 'a.png' });
    const item = res.json();
    const before = await rows();
    const gone = await caller(t, organiser.headers).delete(`/media/${item.mediaID}`);
    expect(gone.statusCode).toBe(204);
    expect(await rows()).toEqual({
      media: (before.media ?? 0) - 1,
      files: (before.files ?? 0) - 2,
      objects: before.objects - 2,
    });
    expect((await t.app.inject({ method: 'GET', url: item.fileUrl })).statusCode).toBe(404);
    expect((await caller(t, organiser.headers).get(`/media/${item.mediaID}`)).statusCode).toBe(404);
  });
});

describe('the media library across companies', () => {
  let t: TestContext;
  let own: Session;
  let other: Session;
  let admin: Session;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    own = await t.signIn('company_admin');
    other = await t.signIn('company_admin');
    admin = await t.signIn('admin');
    png = (await images())['image/png'];
  });
  afterAll(() => t.close());

  it("lists a page as {result, count}: own items and global ones, never another company's", async () => {
    const mine = (await upload(t, own, { data: png, fields: { header: 'Ours' } })).json();
    const theirs = (await upload(t, other, { data: png, fields: { header: 'Theirs' } })).json();
    const global = (
      await upload(t, admin, { data: png, fields: { header: 'For everyone', scope: 'global' } })
    ).json();
    expect(global.scope).toBe('global');
    const page = (await caller(t, own.headers).get('/media/all/pagination/1')).json();
    expect(page.count).toBe(2);
    expect(page.result.map((m: { header: string }) => m.header)).toEqual(['For everyone', 'Ours']);
    expect(page.result.map((m: { editable: boolean }) => m.editable)).toEqual([false, true]);
    const images = (await caller(t, own.headers).get('/media/all/pagination/1?kind=pdf')).json();
    expect(images).toEqual({ result: [], count: 0 });
    const searched = (await caller(t, own.headers).get('/media/all/pagination/1?q=everyone')).json();
    expect(searched.count).toBe(1);
    expect((await caller(t, own.headers).get('/media/all/pagination/2')).json()).toEqual({
      result: [],
      count: 2,
    });

    // Another company's item is unknown (404) to every call; a global item is readable, not changeable.
    const c = caller(t, own.headers);
    expect((await c.get(`/media/${theirs.mediaID}`)).statusCode).toBe(404);
    expect((await c.delete(`/media/${theirs.mediaID}`)).statusCode).toBe(404);
    const details = { header: 'Mine now', description: '', scope: 'company', lang: 'en' };
    expect((await c.post('/media', { mediaID: theirs.mediaID, ...details })).statusCode).toBe(404);
    expect((await c.get(`/question/media/${theirs.mediaID}`)).statusCode).toBe(404);
    expect((await c.get(`/media/${global.mediaID}`)).statusCode).toBe(200);
    const change = await c.post('/media', { mediaID: global.mediaID, ...details });
    expect(change.statusCode).toBe(403);
    expect(change.json().messageCode).toBe('media.globalReadOnly');
    expect((await c.delete(`/media/${global.mediaID}`)).statusCode).toBe(403);
    expect((await c.get(`/media/${MISSING}`)).statusCode).toBe(404);

    const saved = await c.post('/media', { mediaID: mine.mediaID, ...details, description: 'Updated' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ header: 'Mine now', description: 'Updated', lang: 'en' });
    const toGlobal = await c.post('/media', { mediaID: mine.mediaID, ...details, scope: 'global' });
    expect(toGlobal.statusCode).toBe(400);
    expect(toGlobal.json().details[0]).toMatchObject({
      path: 'scope',
      messageCode: 'validation.globalPlatformOnly',
    });
  });

  it('lets only a platform admin upload to the global library or for another company', async () => {
    const global = await upload(t, own, { data: png, fields: { scope: 'global' } });
    expect(global.statusCode).toBe(400);
    const elsewhere = await upload(t, own, { data: png, fields: { companyID: other.companyId } });
    // Another company's id answers as an unknown one: 400 naming the field (decision 0003).
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0]).toMatchObject({
      path: 'companyID',
      messageCode: 'companies.noSuchCompany',
    });
    const forThem = await upload(t, admin, { data: png, fields: { companyID: other.companyId } });
    expect(forThem.statusCode).toBe(201);
    expect(forThem.json().companyID).toBe(other.companyId);
  });

  it('refuses a request that is not multipart, and players and clients altogether', async () => {
    const json = await caller(t, own.headers).post('/media/upload', { header: 'x' });
    expect(json.statusCode).toBe(415);
    const player = await t.signIn('player', { companyId: own.companyId });
    expect((await caller(t, player.headers).get('/media/all/pagination/1')).statusCode).toBe(403);
    expect((await upload(t, player, { data: png })).statusCode).toBe(403);
  });
});
