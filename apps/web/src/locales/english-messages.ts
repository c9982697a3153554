import { MESSAGES } from '@rally/contracts/messages';

/**
 * The `messages` namespace in English is the server's own English (contracts/messages.ts), as
 * i18next's tree: `'area.name': text` becomes `{area: {name: text}}`. Derived, so a code's English
 * is written once; the other languages translate it in locales/<lang>/messages.json. Loaded with the
 * English translations (lib/i18n.ts), never with a screen's first chunk.
 */
type Areas<T> = keyof T extends infer K ? (K extends `${infer Area}.${string}` ? Area : never) : never;
export type TCodeTree<T> = {
  [Area in Areas<T>]: { [K in keyof T as K extends `${Area}.${infer Name}` ? Name : never]: string };
};

export function codeTree<T extends Record<string, string>>(codes: T): TCodeTree<T> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [code, text] of Object.entries(codes)) {
    const [area = '', name = ''] = code.split('.');
    tree[area] = { ...tree[area], [name]: text };
  }
  return tree as TCodeTree<T>;
}

export const ENGLISH_MESSAGES = codeTree(MESSAGES);
export default ENGLISH_MESSAGES;
