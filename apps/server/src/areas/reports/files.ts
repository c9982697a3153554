import type { TLanguage } from '@rally/contracts/constants';
import type { Cell, Sheet } from './sheets.ts';

/**
 * The report as a file. Text a user typed (game, team, player, KPI and charity names) can start
 * with `=`, `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet would read as a formula
 * (formula or CSV injection, OWASP): such a cell is always written as text. In XLSX (`xlsx.ts`)
 * every text is a string cell, never a formula, and those cells also get the Text number format;
 * in CSV, where a program guesses types, they get a leading `'`.
 */
const RISKY_START = /^[=+\-@\t\r]/;
export const isRiskyText = (value: string) => RISKY_START.test(value);

/**
 * How a CSV is written for a reader of `language`: Excel splits on the list separator of the
 * reader's locale (`;` where the decimal mark is a comma: German, French, Portuguese) and reads
 * numbers with its decimal mark.
 */
const CSV_FORMATS: Record<TLanguage, { separator: string; decimal: string }> = {
  en: { separator: ',', decimal: '.' },
  de: { separator: ';', decimal: ',' },
  fr: { separator: ';', decimal: ',' },
  pt: { separator: ';', decimal: ',' },
};

/**
 * A CSV field: risky text neutralised, then quoted when it holds any language's separator, a tab,
 * a quote or a line break, so no spreadsheet splits it into cells (one of which could start with `=`).
 */
export function csvField(cell: Cell, decimal = '.'): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', decimal);
  const text = isRiskyText(cell) ? `'${cell}` : cell;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV file: each sheet a section under its title, sections separated by an empty line. */
export function reportCsv(sheets: Sheet[], language: TLanguage): Buffer {
  const { separator, decimal } = CSV_FORMATS[language];
  const lines: string[] = [];
  for (const [i, sheet] of sheets.entries()) {
    if (i > 0) lines.push('');
    lines.push(csvField(sheet.title));
    for (const row of sheet.rows) lines.push(row.map((cell) => csvField(cell, decimal)).join(separator));
  }
  // The BOM makes Excel open the file as UTF-8, so accented names survive.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}
