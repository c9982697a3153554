import type { TMessageCode, TMessageParams } from '@rally/contracts/messages';
import { AppError } from './errors.ts';

/**
 * What reading a file part of a multipart form answers when the form breaks its limits, as
 * `part.toBuffer().catch(fileLimits(...))`: a file over the size limit is 413 with the upload's own
 * message, a second file 413 `upload.oneFile`; any other error goes on as it was.
 */
export const fileLimits =
  (tooLarge: TMessageCode, params: TMessageParams) =>
  (err: { code?: string }): never => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, params);
    if (err.code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'upload.oneFile');
    throw err;
  };
