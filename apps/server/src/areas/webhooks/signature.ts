import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@rally/contracts/webhooks';

/** A new endpoint secret as Standard Webhooks writes them: `whsec_` + base64 of 24 random bytes. */
export const newEndpointSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/**
 * The Standard Webhooks signature: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes (the
 * base64 after `whsec_`), as `v1,<base64>`. Receivers check it with any Standard Webhooks library.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** What endpoint secrets are sealed for (lib/sealed.ts): their own key, used for nothing else. */
export const SECRET_PURPOSE = 'webhook-endpoint-secret';
