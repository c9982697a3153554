import type { Cell, Sheet } from './sheets.ts';
import { zipFiles } from './zip.ts';

const strToU8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * The report as an XLSX workbook, written directly as SpreadsheetML and zipped. ExcelJS
 * (DESIGN section 5) builds a model object per cell: for a game of 10,000 players that alone took
 * seconds, past the 2 s a report may take (ADR 0016, scripts/bench-report.ts); `zip.ts` deflates
 * with Node's zlib. A report needs only
 * text, numbers, a bold header and the Text format, which fit in a few templates; ExcelJS still
 * reads the files back in the tests, so what Excel opens is checked.
 *
 * Every text is an inline string cell (never a formula: no `<f>` is ever written); text starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return also gets the Text number format (style 2),
 * so editing it in Excel keeps it text.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;
const BOLD = 1;
const TEXT = 2;

const RISKY_START = /^[=+\-@\t\r]/;

/** Text as XML character data: markup escaped, CR kept as a reference (parsers turn a bare one into LF), characters XML cannot hold dropped. */
const escapeXml = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing what XML 1.0 cannot carry
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');

/** 0 -> A, 25 -> Z, 26 -> AA */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: Cell, ref: string, header: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${header ? ` s="${BOLD}"` : ''}><v>${value}</v></c>` : '';
  }
  const style = header ? BOLD : RISKY_START.test(value) ? TEXT : 0;
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(sheet: Sheet): string {
  const width = Math.max(...sheet.rows.map((row) => row.length), 1);
  const cols = Array.from({ length: width }, (_, c) => {
    const longest = Math.max(...sheet.rows.map((row) => String(row[c] ?? '').length), 8);
    return `<col min="${c + 1}" max="${c + 1}" width="${Math.min(longest + 2, 60)}" customWidth="1"/>`;
  }).join('');
  const bolded = sheet.rows.length > 1;
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`, bolded && r === 0))
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

/** Excel's limits on a sheet name: 31 characters, none of `\ / ? * [ ] :`. */
const sheetName = (title: string) => escapeXml(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));

export function reportXlsx(sheets: Sheet[]): Buffer {
  const files: Record<string, Buffer> = {
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
        .map((s, i) => `<sheet name="${sheetName(s.title)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships xmlns="${PKG_REL}">${sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipFiles(files);
}
