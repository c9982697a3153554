import { type UnzipFileInfo, unzipSync, zipSync } from 'fflate';
import { AppError } from '../../lib/errors.ts';

/** A sheet of 10,000 users expands to a few MiB; anything near this is not a user list. */
export const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
/** Spreadsheet XML deflates about 10:1; a ratio far above it is how zip bombs look. */
export const MAX_RATIO = 100;
/** Small entries (a run of blank cells) may compress absurdly well and harm nothing. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export const startsAsZip = (buf: Uint8Array) =>
  buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;

/** The zip's central directory, read without inflating anything; undefined when it is no readable zip. */
export function listZipEntries(buf: Uint8Array): UnzipFileInfo[] | undefined {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(buf, {
      filter: (info) => {
        entries.push({ ...info });
        return false;
      },
    });
    return entries;
  } catch {
    return undefined;
  }
}

/** An Office Open XML workbook: a zip with a content-types part and the `xl/` folder. */
export const isWorkbook = (entries: UnzipFileInfo[]) =>
  entries.some((e) => e.name === '[Content_Types].xml') && entries.some((e) => e.name.startsWith('xl/'));

/** Refuses a zip bomb by its declared sizes, before a byte is inflated. */
export function checkExpansion(entries: UnzipFileInfo[]) {
  const total = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (total > MAX_EXPANDED_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'upload.xlsxExpands', {
      megabytes: Math.round(total / 1024 / 1024),
      max: MAX_EXPANDED_BYTES / 1024 / 1024,
    });
  }
  const dense = entries.find(
    (e) => e.originalSize > RATIO_FLOOR_BYTES && e.originalSize > MAX_RATIO * Math.max(e.size, 1),
  );
  if (dense) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.xlsxDense', { ratio: MAX_RATIO });
}

/**
 * The workbook re-packed without compression, for ExcelJS. A directory can lie about sizes, and
 * ExcelJS' own unzip inflates whatever the data holds; inflating here into buffers of the declared
 * (already checked) sizes bounds memory, since fflate truncates at the buffer, and the stored
 * re-pack hands ExcelJS exactly those bounded bytes. A lying entry arrives cut short and fails to parse.
 */
export function repackBounded(buf: Uint8Array): Uint8Array {
  return zipSync(unzipSync(buf), { level: 0 });
}
