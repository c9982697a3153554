import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random opaque token for links and refresh tokens (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a fast hash is enough to store them; passwords use argon2id. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const randomDigits = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');
