import type { KPI_UPLOAD_COLUMNS } from '@rally/contracts/kpi-actuals';
import { UPLOAD_MAX_ROWS } from '@rally/contracts/uploads';
import { isUnstorable } from '../../lib/stored-text.ts';
import { fileProblem, readUploadFile } from '../uploads/read-file.ts';

/**
 * A KPI actuals spreadsheet read into rows, touching nothing else (ADR 0007's standards): the
 * content decides the type (CSV or XLSX, the uploads area's guarded reader), columns are found by
 * name, and whole-file problems (no header, no rows, more than 10,000, characters that cannot be
 * stored) refuse the file. What each row means for the game is decided in `upload.ts`.
 */

type Column = (typeof KPI_UPLOAD_COLUMNS)[number];
/** `E-mail`, `Team name`, `KPI name`, `Set time` and `Actual` name the columns too. */
const ALIASES: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  player: 'email',
  team: 'team',
  teamname: 'team',
  kpi: 'kpi',
  kpiname: 'kpi',
  round: 'round',
  roundname: 'round',
  settime: 'round',
  value: 'value',
  actual: 'value',
};
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
/** How names in the file meet names in the game: trimmed, case-insensitive. */
export const fold = (text: string) => text.trim().toLocaleLowerCase();

/** One data row of the file, by its line, each cell trimmed ('' where the column is absent). */
export type SheetRow = { line: number } & Record<Column, string>;

/** The file's rows, or the file's problem (400 with the code the client translates). */
export async function readKpiSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const { header, rows } = await readUploadFile(bytes);
  return rowsOf(header, rows);
}

function rowsOf(header: string[], lines: { line: number; cells: string[] }[]): SheetRow[] {
  if (header.every((h) => h === '') && lines.length === 0) throw fileProblem('validation.fileEmpty');
  const index = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = ALIASES[normalise(name)];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing: string[] = (['kpi', 'value'] as const).filter((c) => !index.has(c));
  if (!index.has('email') && !index.has('team')) missing.unshift('email');
  if (missing.length > 0) {
    throw fileProblem(
      'upload.headerMissing',
      { columns: missing.join(', '), expected: 'email (or team), kpi, round, value' },
      missing.map((path) => ({ path, messageCode: 'upload.columnMissing' })),
    );
  }
  const rows = lines.filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw fileProblem('upload.noDataRows');
  if (rows.length > UPLOAD_MAX_ROWS)
    throw fileProblem('upload.tooManyRows', { rows: rows.length, max: UPLOAD_MAX_ROWS });
  const broken = rows.find((r) => r.cells.some(isUnstorable));
  if (broken) throw fileProblem('upload.badCharacters', { line: broken.line });
  const cell = (cells: string[], c: Column) => {
    const i = index.get(c);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  return rows.map(({ line, cells }) => ({
    line,
    email: cell(cells, 'email'),
    team: cell(cells, 'team'),
    kpi: cell(cells, 'kpi'),
    round: cell(cells, 'round'),
    value: cell(cells, 'value'),
  }));
}

/** `1234.5`, `1 234,5` and `1234,5` read as numbers; thousands separators with a decimal point do not guess. */
export function parseValue(text: string): number | null {
  let t = text.replace(/[\s\u00a0]/g, '');
  if (/^\d+(,\d+)$/.test(t)) t = t.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}
