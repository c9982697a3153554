import { LANGUAGES } from '@rally/contracts/constants';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';
import { ENGLISH_MESSAGES } from './english-messages.ts';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function bundle(language: string, namespace: string): Tree {
  if (language === 'en' && namespace === 'messages') return ENGLISH_MESSAGES;
  const tree = files[`./${language}/${namespace}.json`];
  if (!tree) throw new Error(`locales/${language}/${namespace}.json is missing`);
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of a language, from English's: each plural family (`x_one`, `x_other`) in that language's
 * own plural forms. `x_many` (French, Portuguese: a million and more) may be left out: i18next then
 * uses `x_other` of the same language.
 */
function keysFor(english: Map<string, string>, language: string) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const required = new Set<string>();
  const allowed = new Set<string>();
  for (const key of english.keys()) {
    const forms = PLURAL.test(key)
      ? categories.map((category) => key.replace(PLURAL, `_${category}`))
      : [key];
    for (const form of forms) {
      allowed.add(form);
      if (!form.endsWith('_many')) required.add(form);
    }
  }
  return { required, allowed };
}

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

describe.each(NAMESPACES)('translations of %s', (namespace) => {
  const english = flatten(bundle('en', namespace));

  it.each(OTHER_LANGUAGES)('%s has every English key, filled in', (language) => {
    const translated = flatten(bundle(language, namespace));
    const { required, allowed } = keysFor(english, language);
    const missing = [...required].filter((key) => !translated.get(key)?.trim());
    expect(missing).toEqual([]);
    const extra = [...translated.keys()].filter((key) => !allowed.has(key));
    expect(extra).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s keeps the {{variables}} of English', (language) => {
    const translated = flatten(bundle(language, namespace));
    const mismatched = [...translated].filter(([key, text]) => {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      return source !== undefined && variables(source).join() !== variables(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
