import { UPLOAD_COLUMNS, UPLOAD_MAX_ROWS } from '@rally/contracts/uploads';
import { isUnstorable } from '../../lib/stored-text.ts';
import { fileProblem, type Table } from './read-file.ts';

export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
/** One data row as written in the file: every column a string, `''` when the cell is blank or absent. */
export type RawRow = { line: number } & Record<UploadColumn, string>;

const REQUIRED: UploadColumn[] = ['fullName', 'email'];

/** `fullName`, `Full name`, `full_name` and `E-mail` all name a template column. */
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Maps the header to the template's columns and applies the whole-file rules. */
export function rowsOf(table: Table): RawRow[] {
  if (table.header.every((h) => h === '') && table.rows.length === 0)
    throw fileProblem('validation.fileEmpty');
  const index = new Map<UploadColumn, number>();
  table.header.forEach((name, i) => {
    const column = UPLOAD_COLUMNS.find((c) => normalise(c) === normalise(name));
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw fileProblem(
      'upload.headerMissing',
      { columns: missing.join(', '), expected: UPLOAD_COLUMNS.join(', ') },
      missing.map((path) => ({ path, messageCode: 'upload.columnMissing' })),
    );
  }
  const rows = table.rows.filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw fileProblem('upload.noDataRows');
  if (rows.length > UPLOAD_MAX_ROWS) {
    throw fileProblem('upload.tooManyRows', { rows: rows.length, max: UPLOAD_MAX_ROWS });
  }
  // A NUL (or a broken character) could not be stored: refuse the file, naming the first such line.
  const broken = rows.find((r) => r.cells.some(isUnstorable));
  if (broken) throw fileProblem('upload.badCharacters', { line: broken.line });
  const cell = (cells: string[], column: UploadColumn) => {
    const i = index.get(column);
    return i === undefined ? '' : (cells[i] ?? '');
  };
  return rows.map(({ line, cells }) => ({
    line,
    fullName: cell(cells, 'fullName'),
    email: cell(cells, 'email'),
    role: cell(cells, 'role'),
    language: cell(cells, 'language'),
  }));
}
