import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MB, PLAN_LIMITS, type TPlan } from '@rally/contracts/plans';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.ts';
import { UPLOADS_AT_ONCE } from '../src/plugins/multipart.ts';
import { createCompany } from '../src/seed/factories.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, itRaces, type Session, type TestContext } from './helpers.ts';
import { images, OTHERS } from './media-samples.ts';
import { postMultipart } from './multipart.ts';

/** A company's storage quota, its usage on the plan view, and uploads in flight (decision 0022). */
describe('media storage: quota and uploads in flight', () => {
  let t: TestContext;
  let dir: string;
  let png: Buffer;
  /** What one upload of `png` takes: the file and its thumbnail. */
  let perUpload: number;

  const objects = () => {
    try {
      return readdirSync(path.join(dir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      ).length;
    } catch {
      return 0;
    }
  };
  const upload = (who: Session, data = png) =>
    postMultipart(t, '/api/media/upload', who.headers, [
      { name: 'header', data: 'Desk stretches' },
      { name: 'scope', data: 'company' },
      { name: 'lang', data: 'en' },
      { name: 'media', data, filename: 'a.png', contentType: 'image/png' },
    ]);
  const storageOf = async (who: Session) =>
    (await caller(t, who.headers).get(`/companies/${who.companyId}/plan`)).json() as {
      limits: { storageMb: number };
      usage: { storageBytes: number };
    };
  const fileRows = async (companyId: string) =>
    Number((await t.db.select({ n: count() }).from(files).where(eq(files.companyId, companyId)))[0]?.n);
  /** A company of `plan` whose files already take all but `room` bytes of its quota. */
  async function companyWithRoom(plan: TPlan, room: number) {
    const company = await createCompany(t.db, { plan });
    await t.db.insert(files).values({
      companyId: company.id,
      kind: 'media',
      contentType: 'video/mp4',
      size: PLAN_LIMITS[plan].storageMb * MB - room,
      storageKey: randomUUID(),
      originalName: 'earlier.mp4',
    });
    return t.signIn('company_admin', { companyId: company.id });
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rally-media-quota-'));
    t = await createTestApp({ DATA_DIR: dir, FILE_STORAGE: 'local' });
    png = (await images())['image/png'];
    const probe = await t.signIn('company_admin');
    expect((await upload(probe)).statusCode).toBe(201);
    perUpload = (await storageOf(probe)).usage.storageBytes;
    expect(perUpload).toBeGreaterThan(png.length);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows storage on the plan view, counts a company's files and frees them when media is deleted", async () => {
    const organiser = await t.signIn('company_admin', { companyId: (await createCompany(t.db)).id });
    expect(await storageOf(organiser)).toMatchObject({
      limits: { storageMb: PLAN_LIMITS.enterprise.storageMb },
      usage: { storageBytes: 0 },
    });
    const item = (await upload(organiser)).json();
    expect((await storageOf(organiser)).usage.storageBytes).toBe(perUpload);
    expect((await caller(t, organiser.headers).delete(`/media/${item.mediaID}`)).statusCode).toBe(204);
    expect((await storageOf(organiser)).usage.storageBytes).toBe(0);
  });

  it('refuses an upload past the quota with 409 naming the limit, storing nothing; deleting media makes room', async () => {
    const organiser = await companyWithRoom('basic', perUpload + 10);
    const first = await upload(organiser);
    expect(first.statusCode).toBe(201);
    const before = { rows: await fileRows(organiser.companyId), objects: objects() };
    const refused = await upload(organiser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'plans.storageLimit',
      params: { plan: 'basic', limit: 500, used: 500, needed: 1 },
    });
    expect({ rows: await fileRows(organiser.companyId), objects: objects() }).toEqual(before);

    expect((await caller(t, organiser.headers).delete(`/media/${first.json().mediaID}`)).statusCode).toBe(
      204,
    );
    expect((await upload(organiser)).statusCode).toBe(201);
  });

  it('refuses a file over its kind’s size while it streams, with 413 and nothing stored', async () => {
    const organiser = await t.signIn('company_admin');
    const before = objects();
    const video = Buffer.concat([OTHERS['video/mp4'], Buffer.alloc(40 * MB)]);
    const res = await upload(organiser, video);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ messageCode: 'media.tooLarge', params: { kind: 'video' } });
    expect(objects()).toBe(before);
    expect(await fileRows(organiser.companyId)).toBe(0);
  });

  it(`lets ${UPLOADS_AT_ONCE} uploads of a company be in flight; one more answers 429 with Retry-After`, async () => {
    const organiser = await t.signIn('company_admin');
    const storage = t.app.storage;
    const put = storage.put;
    // Each upload waits in storage until the gate opens, so they are all in flight together.
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
    try {
      const answers = Array.from({ length: UPLOADS_AT_ONCE + 1 }, () => upload(organiser));
      await full;
      const busy = await Promise.race(answers);
      expect(busy.statusCode).toBe(429);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({
        messageCode: 'media.uploadsBusy',
        params: { limit: UPLOADS_AT_ONCE, seconds: 5 },
      });
      // Another company is not held up by this one.
      const other = await t.signIn('company_admin');
      const elsewhere = upload(other);
      open();
      const codes = (await Promise.all(answers)).map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(UPLOADS_AT_ONCE).fill(201), 429]);
      expect((await elsewhere).statusCode).toBe(201);
    } finally {
      open();
      storage.put = put;
    }
    // The slots are free again.
    expect((await upload(organiser)).statusCode).toBe(201);
  });

  itRaces('two uploads that each fit but not together: exactly one is stored', async () => {
    const organiser = await companyWithRoom('basic', Math.floor(perUpload * 1.5));
    const before = { rows: await fileRows(organiser.companyId), objects: objects() };
    const answers = await Promise.all([upload(organiser), upload(organiser)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect({ rows: await fileRows(organiser.companyId), objects: objects() }).toEqual({
      rows: before.rows + 2,
      objects: before.objects + 2,
    });
  });
});
