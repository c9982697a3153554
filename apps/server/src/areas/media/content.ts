import { MEDIA_MAX_BYTES, MEDIA_MAX_MB, MEDIA_TYPES, type TMediaKind } from '@rally/contracts/media';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** Thumbnails: WebP, at most this wide and high, small enough for a library grid. */
const THUMBNAIL_PX = 320;
/** An image of more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

export type CheckedMedia = {
  kind: TMediaKind;
  contentType: string;
  /** The upload, in a temporary file (upload-form.ts), and its size. */
  path: string;
  size: number;
  /** A WebP thumbnail for images, made here so a broken image is refused before anything is stored. */
  thumbnail: Buffer | null;
};

/** How many of a file's first bytes `mediaTypeOf` reads (file-type's own detection window). */
export const MEDIA_HEAD_BYTES = 4100;

/**
 * What an upload is, by its first bytes (file-type reads the magic numbers; a name or a declared
 * type is only a claim), refused unless it is one of the accepted types.
 */
export async function mediaTypeOf(head: Buffer) {
  const detected = await fileTypeFromBuffer(head);
  const contentType = detected && normalType(detected.mime);
  const kind = contentType ? MEDIA_TYPES[contentType] : undefined;
  if (!contentType || !kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'media.wrongType');
  return { kind, contentType };
}

export const mediaTooLarge = (kind: TMediaKind) =>
  new AppError('PAYLOAD_TOO_LARGE', 'media.tooLarge', { kind, megabytes: MEDIA_MAX_MB[kind] });

/**
 * An upload already typed and held to its kind's size while it streamed (upload-form.ts). Images are
 * decoded once from the file, to make the thumbnail and to refuse a file that only starts like an image.
 */
export async function checkMediaContent(file: {
  path: string;
  size: number;
  head: Buffer;
}): Promise<CheckedMedia> {
  const { kind, contentType } = await mediaTypeOf(file.head);
  if (file.size > MEDIA_MAX_BYTES(kind)) throw mediaTooLarge(kind);
  const thumbnail = kind === 'image' ? await makeThumbnail(file.path) : null;
  return { kind, contentType, path: file.path, size: file.size, thumbnail };
}

/** file-type names a few types by older names; the served type is the registered one. */
const normalType = (mime: string) =>
  mime === 'audio/x-wav' || mime === 'audio/vnd.wave' ? 'audio/wav' : mime;

async function makeThumbnail(file: string): Promise<Buffer> {
  try {
    return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION', 'media.imageUnreadable', undefined, [
      { path: 'media', messageCode: 'media.imageUnreadable' },
    ]);
  }
}
