import type { TLanguage } from '@rally/contracts/constants';
import { CSV_FORMATS, csvField } from '@rally/contracts/csv';
import type { Sheet } from './sheets.ts';

/**
 * The report as a file. Text a user typed (game, team, player, KPI and charity names) can start
 * with `=`, `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet would read as a formula
 * (formula or CSV injection, OWASP): such a cell is always written as text. In XLSX (`xlsx.ts`)
 * every text is a string cell, never a formula, and those cells also get the Text number format;
 * in CSV, where a program guesses types, they get a leading `'` (`@rally/contracts/csv`, shared
 * with the web app's downloads).
 *
 * One CSV file: each sheet a section under its title, sections separated by an empty line.
 */
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
