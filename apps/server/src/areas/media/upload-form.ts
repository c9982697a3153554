import path from 'node:path';
import { MEDIA_MAX_BYTES, MEDIA_MAX_MB, ZMediaUploadFields } from '@rally/contracts/media';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldError, invalid, invalidFields } from '../../lib/errors.ts';
import { fileLimits } from '../../lib/multipart.ts';
import { spoolToFile } from '../../lib/spool.ts';
import { isUnstorable } from '../../lib/stored-text.ts';
import { checkMediaContent, MEDIA_HEAD_BYTES, mediaTooLarge, mediaTypeOf } from './content.ts';

const LARGEST = MEDIA_MAX_BYTES('video');

const tooLarge = fileLimits('media.tooLarge', { kind: 'video', megabytes: MEDIA_MAX_MB.video });

/** A form field's problem in the words the clients translate. */
function fieldError(issue: z.core.$ZodIssue): FieldError {
  const path = String(issue.path[0] ?? 'form');
  if (issue.code === 'too_small') return { path, messageCode: 'validation.required' };
  if (issue.code === 'too_big')
    return { path, messageCode: 'validation.tooLong', params: { maximum: Number(issue.maximum) } };
  if (issue.code === 'invalid_value') {
    return { path, messageCode: 'validation.notOneOf', params: { options: issue.values.join(', ') } };
  }
  if (issue.code === 'invalid_format') return { path, messageCode: 'validation.notId' };
  return { path, messageCode: 'validation.invalid' };
}

/**
 * `POST /media/upload`'s form (multipart: companyID, media, header, scope, lang, description, in any
 * order): the fields checked like a JSON body, the one file streamed to a file in `dir` (never held
 * in memory), typed by its first bytes as they arrive and cut off past its kind's size, then checked
 * by content. Nothing is stored here.
 */
export async function readMediaForm(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'media.notMultipart');
  const fields: Record<string, string> = {};
  let file: { name: string; path: string; size: number; head: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: LARGEST } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'media') {
        part.file.resume();
        throw invalid(part.fieldname, 'validation.unknownField', { keys: part.fieldname });
      }
      if (isUnstorable(part.filename)) throw invalid('media', 'validation.badCharacters');
      const spooled = path.join(dir, 'media');
      let kind: Parameters<typeof mediaTooLarge>[0] = 'video';
      const { size, head } = await spoolToFile(part.file, spooled, {
        headBytes: MEDIA_HEAD_BYTES,
        checkHead: async (first) => {
          kind = (await mediaTypeOf(first)).kind;
          return MEDIA_MAX_BYTES(kind);
        },
        tooLarge: () => mediaTooLarge(kind),
      }).catch(tooLarge);
      if (part.file.truncated) throw mediaTooLarge(kind);
      // Shown to people and offered as a download name only; never a path.
      const name = part.filename.split(/[\\/]/).pop()?.slice(0, 200) || 'media';
      file = { name, path: spooled, size, head };
    } else if (typeof part.value === 'string' && part.value !== '') {
      if (isUnstorable(part.value)) throw invalid(part.fieldname, 'validation.badCharacters');
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = ZMediaUploadFields.safeParse(fields);
  const problems = parsed.success ? [] : parsed.error.issues.map(fieldError);
  if (!file) problems.push({ path: 'media', messageCode: 'validation.fileMissing' });
  else if (file.size === 0) problems.push({ path: 'media', messageCode: 'validation.fileEmpty' });
  if (problems.length > 0 || !parsed.success || !file) throw invalidFields(problems);
  return { fields: parsed.data, file: { ...(await checkMediaContent(file)), name: file.name } };
}
