import type { TUploadJob } from '@rally/contracts/uploads';
import ExcelJS from 'exceljs';
import type { TestContext } from './helpers.ts';
import { multipart } from './multipart.ts';

type Headers = Record<string, string>;
type UploadFile = { name: string; content: string | Uint8Array };

export async function postUpload(t: TestContext, headers: Headers, companyId: string, file: UploadFile) {
  const form = await multipart([
    { name: 'companyID', data: companyId },
    { name: 'file', filename: file.name, data: Buffer.from(file.content) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/upload',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** Polls the job until it ends, as the upload screen does. */
export async function waitForJob(t: TestContext, headers: Headers, id: string): Promise<TUploadJob> {
  for (let i = 0; i < 300; i++) {
    const res = await t.app.inject({ url: `/api/user/upload/${id}`, headers });
    if (res.statusCode !== 200) throw new Error(`job read failed: ${res.statusCode} ${res.body}`);
    const job = res.json() as TUploadJob;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('upload job did not finish');
}

/** Uploads and waits for the job to end; fails the test unless the upload was accepted. */
export async function uploadAndWait(t: TestContext, headers: Headers, companyId: string, file: UploadFile) {
  const res = await postUpload(t, headers, companyId, file);
  if (res.statusCode !== 202) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return waitForJob(t, headers, (res.json() as TUploadJob).id);
}

export const csv = (rows: string[][], separator = ',') =>
  `${rows.map((r) => r.join(separator)).join('\n')}\n`;

export async function xlsx(rows: (string | ExcelJS.CellValue)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const resultOf = (job: TUploadJob, email: string) => job.rows?.find((r) => r.email === email);
