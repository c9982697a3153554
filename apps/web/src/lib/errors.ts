import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';
import { messageText } from './messages.ts';

/**
 * Codes whose meaning is the whole message: shown in the app's own words. Other answers carry a
 * message saying what happened (a conflict, what was not found, the size limit, when to retry),
 * shown translated from its code (lib/messages.ts).
 */
const TRANSLATED = [
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_API_CLIENT',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'EMAIL_TAKEN',
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

/**
 * Refusals of those codes whose message says what to do instead, so it is shown rather than the
 * code's words: single sign-on's (decision 0035), e.g. "your company signs in with its account".
 */
const saysWhatToDo = (messageCode: string | undefined) =>
  messageCode === 'auth.ssoRequired' || messageCode?.startsWith('sso.') === true;

export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.UNKNOWN');
  // Refused fields: the form marks each one; the summary only points at them.
  if (error.code === 'VALIDATION' && error.details.length > 0) return t('errors.VALIDATION');
  if (isTranslated(error.code) && !saysWhatToDo(error.messageCode)) return t(`errors.${error.code}`);
  return error.messageCode ? messageText(t, { ...error, messageCode: error.messageCode }) : error.message;
}
