// English is the server's own text (english-messages.ts): the other languages translate each code.
import { LANGUAGES } from '@rally/contracts/constants';
import { MESSAGES } from '@rally/contracts/messages';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*/messages.json', { eager: true, import: 'default' });

/** `{area: {name: text}}` as `area.name -> text`: the server's codes are the keys, split at the dot. */
function codes(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of codes(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = new Map<string, string>(Object.entries(MESSAGES));

describe.each(LANGUAGES.filter((language) => language !== 'en'))('messages.json of %s', (language) => {
  const translated = codes(files[`./${language}/messages.json`] ?? {});

  it('translates every code the server sends', () => {
    const missing = [...english.keys()].filter((code) => !translated.get(code)?.trim());
    expect(missing).toEqual([]);
  });

  it('fills the same {{params}} the server sends with each code', () => {
    const mismatched = [...english].filter(
      ([code, text]) =>
        translated.has(code) && variables(translated.get(code) ?? '').join() !== variables(text).join(),
    );
    expect(mismatched.map(([code]) => code)).toEqual([]);
  });

  it('has no key the server never sends', () => {
    expect([...translated.keys()].filter((code) => !english.has(code))).toEqual([]);
  });
});
