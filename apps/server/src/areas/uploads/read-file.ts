import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { TMessageCode, TMessageParams } from '@rally/contracts/messages';
import { UPLOAD_MAX_BYTES } from '@rally/contracts/uploads';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { fileLimits } from '../../lib/multipart.ts';
import { spoolToFile } from '../../lib/spool.ts';
import { checkExpansion, isWorkbook, listZipEntries, repackBounded, startsAsZip } from './zip-guard.ts';

/** The file's cells, trimmed, with each row's line number in the file (header = its own line). */
export type Table = { header: string[]; rows: { line: number; cells: string[] }[] };

/** A whole-file problem: a 400 answer to the upload, nothing written. */
export const fileProblem = (
  messageCode: TMessageCode,
  params?: TMessageParams,
  details: FieldError[] = [{ path: 'file', messageCode, ...(params ? { params } : {}) }],
) => new AppError('VALIDATION', messageCode, params, details);

const sizeLimit = { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 };
/** A spreadsheet part over 5 MiB, or a second file, as the form's reader answers it (413). */
const spreadsheetLimits = fileLimits('upload.tooLarge', sizeLimit);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge', sizeLimit);

/**
 * The form reader's limit for a spreadsheet part: one byte past the file's. At its limit the reader
 * skips the rest of the file, reading the body to its end; one byte more reaches `spoolSpreadsheet`,
 * which cuts the request off there.
 */
export const SPREADSHEET_PART_BYTES = UPLOAD_MAX_BYTES + 1;

/**
 * A spreadsheet part of a form, streamed to `file` as it arrives and cut off (413) as soon as it
 * passes 5 MiB, so an oversized body is neither held nor read to its end; then its bytes, which
 * reading it needs whole (the XLSX directory is at the end). Call it in an upload slot
 * (`app.uploading`): that bounds how many a company's uploads hold at once.
 */
export async function spoolSpreadsheet(part: { file: Readable & { truncated: boolean } }, file: string) {
  await spoolToFile(part.file, file, {
    headBytes: 1,
    checkHead: async () => UPLOAD_MAX_BYTES,
    tooLarge,
  }).catch(spreadsheetLimits);
  if (part.file.truncated) throw tooLarge();
  return readFile(file);
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.notSpreadsheet');

/** C0 controls other than tab, line feed, form feed and carriage return never occur in a text CSV. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeText(buf: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    throw unsupported();
  }
  // An all-ASCII PDF decodes as text; it is still not a spreadsheet.
  if (BINARY.test(text.slice(0, 64 * 1024)) || text.startsWith('%PDF-')) throw unsupported();
  return text;
}

/** The header line decides the delimiter: comma, semicolon (Excel in many locales) or tab. */
function delimiterOf(text: string) {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: first.split(d).length }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
}

function readCsv(text: string): Table {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse yields `{record, info}` per row; its typings only know plain records.
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (err) {
    throw fileProblem('upload.csvUnreadable', { problem: (err as Error).message });
  }
  const [header, ...rows] = records;
  return {
    header: header?.record ?? [],
    rows: rows.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

async function readXlsx(buf: Uint8Array): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(repackBounded(buf)) as unknown as ExcelJS.Buffer);
  } catch {
    throw fileProblem('upload.xlsxUnreadable');
  }
  const lines: { line: number; cells: string[] }[] = [];
  workbook.worksheets[0]?.eachRow((row, line) => {
    // `text` renders hyperlinks (Excel links typed e-mails), rich text and formula results as shown.
    const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text.trim());
    lines.push({ line, cells });
  });
  const [header, ...rows] = lines;
  return { header: header?.cells ?? [], rows };
}

/**
 * Recognises the file by its content, not its name or declared type, and reads its first sheet.
 * Whole-file problems are thrown as 4xx errors; nothing is written.
 */
export async function readUploadFile(buf: Uint8Array): Promise<Table> {
  if (buf.length === 0) throw fileProblem('validation.fileEmpty');
  if (startsAsZip(buf)) {
    const entries = listZipEntries(buf);
    if (!entries || !isWorkbook(entries)) throw unsupported();
    checkExpansion(entries);
    return readXlsx(buf);
  }
  return readCsv(decodeText(buf));
}
