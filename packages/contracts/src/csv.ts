import type { TLanguage } from './constants.ts';

/**
 * CSV for spreadsheets, shared by the server's report files and the web app's downloads. Text a
 * user typed can start with `=`, `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet
 * would read as a formula (formula or CSV injection, OWASP): such a cell is always written as text,
 * with a leading `'`.
 */
const RISKY_START = /^[=+\-@\t\r]/;
export const isRiskyText = (value: string) => RISKY_START.test(value);

/** A cell of a downloaded table: text, a number, or empty. */
export type TCsvCell = string | number | null;

/**
 * How a CSV is written for a reader of `language`: Excel splits on the list separator of the
 * reader's locale (`;` where the decimal mark is a comma: German, French, Portuguese) and reads
 * numbers with its decimal mark.
 */
export const CSV_FORMATS: Record<TLanguage, { separator: string; decimal: string }> = {
  en: { separator: ',', decimal: '.' },
  de: { separator: ';', decimal: ',' },
  fr: { separator: ';', decimal: ',' },
  pt: { separator: ';', decimal: ',' },
};

/**
 * A CSV field: risky text neutralised, then quoted when it holds any language's separator, a tab,
 * a quote or a line break, so no spreadsheet splits it into cells (one of which could start with `=`).
 */
export function csvField(cell: TCsvCell, decimal = '.'): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', decimal);
  const text = isRiskyText(cell) ? `'${cell}` : cell;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of fields in `language`'s separator and decimal mark. */
export function csvLine(cells: TCsvCell[], language: TLanguage): string {
  const { separator, decimal } = CSV_FORMATS[language];
  return cells.map((cell) => csvField(cell, decimal)).join(separator);
}

/**
 * A whole CSV text: a header and rows, CRLF line ends, and a BOM first, which makes Excel open the
 * file as UTF-8, so accented names survive.
 */
export function csvText(rows: TCsvCell[][], language: TLanguage): string {
  return `\uFEFF${rows.map((row) => csvLine(row, language)).join('\r\n')}\r\n`;
}
