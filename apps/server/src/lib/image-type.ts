import type { LOGO_TYPES } from '@rally/contracts/companies';

export type ImageType = (typeof LOGO_TYPES)[number];

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** How many first bytes `sniffImageType` needs (WebP's mark is at 8 to 12). */
export const IMAGE_HEAD_BYTES = 12;

/**
 * The image type read from the file's first bytes, whatever the client declared; null for anything
 * else. A declared type is only a claim: an HTML file sent as `image/png` must not be stored as one.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}
