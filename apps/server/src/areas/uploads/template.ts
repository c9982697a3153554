import { UPLOAD_COLUMNS } from '@rally/contracts/uploads';
import ExcelJS from 'exceljs';
import type { UploadColumn } from './rows.ts';

const EXAMPLE: Record<UploadColumn, string> = {
  fullName: 'Ana Example',
  email: 'ana.example@example.com',
  role: 'player',
  language: 'en',
};

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload template: the header row of the template columns and one example row. */
export async function buildUploadTemplate(format: 'csv' | 'xlsx') {
  const example = UPLOAD_COLUMNS.map((c) => EXAMPLE[c]);
  if (format === 'csv') {
    // The BOM makes Excel open the file as UTF-8, so accented names survive a round trip.
    const body = `\uFEFF${[UPLOAD_COLUMNS.join(','), example.join(',')].join('\r\n')}\r\n`;
    return { body: Buffer.from(body), contentType: CSV_TYPE, fileName: 'rally-users-template.csv' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = UPLOAD_COLUMNS.map((key) => ({ header: key, key, width: key === 'email' ? 32 : 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: XLSX_TYPE, fileName: 'rally-users-template.xlsx' };
}
