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
  bytes: Buffer;
  /** A WebP thumbnail for images, made here so a broken image is refused before anything is stored. */
  thumbnail: Buffer | null;
};

/**
 * What an upload is, by its bytes (file-type reads the magic numbers; a name or a declared type is
 * only a claim), refused unless it is one of the accepted types within its kind's size. Images are
 * decoded once, to make the thumbnail and to refuse a file that only starts like an image.
 */
export async function checkMediaContent(bytes: Buffer): Promise<CheckedMedia> {
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = detected && normalType(detected.mime);
  const kind = contentType ? MEDIA_TYPES[contentType] : undefined;
  if (!contentType || !kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'media.wrongType');
  if (bytes.length > MEDIA_MAX_BYTES(kind)) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'media.tooLarge', { kind, megabytes: MEDIA_MAX_MB[kind] });
  }
  const thumbnail = kind === 'image' ? await makeThumbnail(bytes) : null;
  return { kind, contentType, bytes, thumbnail };
}

/** file-type names a few types by older names; the served type is the registered one. */
const normalType = (mime: string) =>
  mime === 'audio/x-wav' || mime === 'audio/vnd.wave' ? 'audio/wav' : mime;

async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
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
