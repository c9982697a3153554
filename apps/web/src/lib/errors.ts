import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * Codes whose meaning is the whole message: shown in the UI language. Other codes (CONFLICT,
 * NOT_FOUND, ...) carry a specific server message, shown as sent.
 */
const TRANSLATED = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_API_CLIENT',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'EMAIL_TAKEN',
  'LINK_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'TIMEOUT',
  'NETWORK',
  'BAD_RESPONSE',
] as const;
type TTranslatedCode = (typeof TRANSLATED)[number];

function isTranslated(code: string): code is TTranslatedCode {
  return (TRANSLATED as readonly string[]).includes(code);
}

export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.UNKNOWN');
  if (error.code === 'VALIDATION' && error.details.length === 0) return error.message;
  return isTranslated(error.code) ? t(`errors.${error.code}`) : error.message;
}
