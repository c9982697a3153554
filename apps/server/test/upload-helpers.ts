import type { TUploadJob } from '@rally/contracts/uploads';
import ExcelJS from 'exceljs';
import type { TestContext } from './helpers.ts';
import { postMultipart } from './multipart.ts';

type Headers = Record<string, string>;
type UploadFile = { name: string; content: string | Uint8Array };

/** `POST /user/upload` (preview and confirm in one), or with `url` another multipart upload route. */
export async function postUpload(
  t: TestContext,
  headers: Headers,
  companyId: string,
  file: UploadFile,
  opts: { url?: string; updateExisting?: boolean } = {},
) {
  return postMultipart(t, opts.url ?? '/api/user/upload', headers, [
    { name: 'companyID', data: companyId },
    ...(opts.updateExisting === undefined
      ? []
      : [{ name: 'updateExisting', data: String(opts.updateExisting) }]),
    { name: 'file', filename: file.name, data: Buffer.from(file.content) },
  ]);
}

/** `POST /user/upload/preview`; fails the test unless the preview was made. */
export async function previewUpload(t: TestContext, headers: Headers, companyId: string, file: UploadFile) {
  const res = await postUpload(t, headers, companyId, file, { url: '/api/user/upload/preview' });
  if (res.statusCode !== 201) throw new Error(`preview refused: ${res.statusCode} ${res.body}`);
  return res.json() as TUploadJob;
}

export const confirmUpload = (
  t: TestContext,
  headers: Headers,
  id: string,
  body: object = { updateRows: [] },
) => t.app.inject({ method: 'POST', url: `/api/user/upload/${id}/confirm`, headers, payload: body });

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
export async function uploadAndWait(
  t: TestContext,
  headers: Headers,
  companyId: string,
  file: UploadFile,
  opts: { updateExisting?: boolean } = {},
) {
  const res = await postUpload(t, headers, companyId, file, opts);
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
/** A row's reasons as their message codes. */
export const codesOf = (row: { reasons?: { messageCode: string }[] | undefined } | undefined) =>
  row?.reasons?.map((r) => r.messageCode);
