import type { TMessageParams } from '@rally/contracts/messages';
import type { Namespace, TFunction } from 'i18next';
import { i18n } from './i18n.ts';

/** A message from the server: its code, params and English text (see contracts/messages.ts). */
export type TServerMessage = { messageCode: string; params?: TMessageParams; message: string };

/**
 * A server message in the UI language. The `messages` namespace must be loaded (the API client
 * loads it before it hands out an error); a code this build does not know yet (a newer server)
 * shows the server's English text rather than a key.
 */
export function messageText<N extends Namespace>(
  t: TFunction<N>,
  { messageCode, params, message }: TServerMessage,
): string {
  const key = `messages:${messageCode}`;
  if (!i18n.exists(key)) return message;
  const translate = t as unknown as (key: string, options?: object) => string;
  return translate(key, { ...params, ...wordedParams(translate, params) });
}

/**
 * Params that carry a value the client words itself: the server sends the code (`basic`), the
 * reader sees its name in their language ("Básico"). A value without a name stays as sent.
 */
const WORDED_PARAMS: Record<string, string> = { plan: 'common:planNames.' };

function wordedParams(translate: (key: string) => string, params: TMessageParams | undefined) {
  const worded: Record<string, string> = {};
  for (const [name, prefix] of Object.entries(WORDED_PARAMS)) {
    const value = params?.[name];
    if (typeof value === 'string' && i18n.exists(`${prefix}${value}`))
      worded[name] = translate(`${prefix}${value}`);
  }
  return worded;
}
