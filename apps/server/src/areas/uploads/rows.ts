import { UPLOAD_COLUMNS, UPLOAD_MAX_ROWS } from '@rally/contracts/uploads';
import { fileProblem, type Table } from './read-file.ts';

export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
/** One data row as written in the file: every column a string, `''` when the cell is blank or absent. */
export type RawRow = { line: number } & Record<UploadColumn, string>;

const REQUIRED: UploadColumn[] = ['fullName', 'email'];

/** `fullName`, `Full name`, `full_name` and `E-mail` all name a template column. */
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Maps the header to the template's columns and applies the whole-file rules. */
export function rowsOf(table: Table): RawRow[] {
  if (table.header.every((h) => h === '') && table.rows.length === 0) throw fileProblem('The file is empty.');
  const index = new Map<UploadColumn, number>();
  table.header.forEach((name, i) => {
    const column = UPLOAD_COLUMNS.find((c) => normalise(c) === normalise(name));
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw fileProblem(
      `The header row is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ` +
        `The first row must name the columns: ${UPLOAD_COLUMNS.join(', ')}.`,
      missing.map((path) => ({ path, message: 'column missing from the header row' })),
    );
  }
  const rows = table.rows.filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw fileProblem('The file has a header row but no data rows.');
  if (rows.length > UPLOAD_MAX_ROWS) {
    throw fileProblem(
      `The file has ${rows.length.toLocaleString('en')} data rows; at most ` +
        `${UPLOAD_MAX_ROWS.toLocaleString('en')} can be uploaded at once. Split it into smaller files.`,
    );
  }
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
