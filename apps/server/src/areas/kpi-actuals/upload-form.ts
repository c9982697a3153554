import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors.ts';
import { SPREADSHEET_PART_BYTES, spoolSpreadsheet } from '../uploads/read-file.ts';

/**
 * The form of a KPI actuals upload: the one file (streamed to `dir`, read once it is known to fit:
 * at most 5 MiB) and, to confirm, the preview's `fileHash`.
 */
export async function readKpiUploadForm(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.notMultipart');
  let bytes: Buffer | undefined;
  let fileHash: string | null = null;
  for await (const part of request.parts({ limits: { fileSize: SPREADSHEET_PART_BYTES } })) {
    if (part.type === 'file') bytes = await spoolSpreadsheet(part, path.join(dir, 'spreadsheet'));
    else if (part.fieldname === 'fileHash') {
      if (typeof part.value !== 'string' || !/^[0-9a-f]{64}$/.test(part.value)) {
        throw invalid('fileHash', 'validation.badFormat');
      }
      fileHash = part.value;
    }
  }
  if (!bytes) throw invalid('file', 'validation.fileMissing');
  return { bytes, fileHash };
}
