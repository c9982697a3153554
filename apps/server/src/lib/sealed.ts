import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again later (a webhook endpoint's signing secret), stored sealed:
 * AES-256-GCM under a key derived (HKDF-SHA256) from the JWT secret, which every process shares
 * (configured, or kept in `platform_secrets`). A database copy alone does not reveal them.
 * `purpose` separates keys, so one kind of sealed value never opens as another.
 */
const keyOf = (serverSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'rally-sealed', purpose, 32));

/** `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
export function seal(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain value; throws when the value was sealed under another key or changed. */
export function unseal(serverSecret: string, purpose: string, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
