import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By its file: the build's configuration is bundled with what it imports by path, not by package.
import { LANGUAGES } from '../../packages/contracts/src/constants.ts';

/**
 * The tiers of words (ADR 0019), a chunk each per language (`vite.config.ts` `localeChunk`):
 * - `public`: what the screens open without signing in read (sign-in, errors, a game's public
 *   page; /login loads nothing more);
 * - `player`: what the player's home reads, its screen and cards, the shell and the menu around it
 *   (issue 28: a player's first paint waits for these, not for the whole language);
 * - `messages`: the server's messages alone, for a public screen or the player's home showing an
 *   error without loading the whole language;
 * - `all`: every namespace (every file in `src/locales/<language>`: a new file is a new namespace,
 *   landing here with no further step). A public screen or the player's home reading one more
 *   namespace adds it to its list (`i18n-bundles.test.ts` checks the screens' tables against them).
 */
export const WORD_TIERS = {
  public: ['common', 'auth', 'misc', 'public', 'onboarding'],
  player: [
    'common',
    'plans',
    'notifications',
    'play',
    'logs',
    'scores',
    'games',
    'media',
    'progress',
    'charities',
    'feed',
    'badges',
    'reminders',
  ],
  messages: ['messages'],
  all: null,
} as const satisfies Record<string, readonly string[] | null>;
export type TWordsTier = keyof typeof WORD_TIERS;

/** The chunk of a tier's words in a language (`vite.config.ts` puts them there, `openings.ts` names it). */
export function wordsChunk(tier: TWordsTier, language: string): string {
  return tier === 'all' ? `locale-${language}` : `locale-${language}-${tier}`;
}

/** The module the app reads its words' loaders from (`lib/i18n.ts`). */
export const WORDS_MODULE = 'virtual:rally-words';
const RESOLVED = `\0${WORDS_MODULE}`;

/** The id of one tier's words in one language: `\0virtual:rally-words/<tier>/<language>`. */
export function wordsModuleOf(id: string): { tier: TWordsTier; language: string } | null {
  const match = /^\0virtual:rally-words\/(public|player|messages|all)\/([a-z]{2})$/.exec(id);
  return match ? { tier: match[1] as TWordsTier, language: match[2] ?? '' } : null;
}

/**
 * Each tier's words in each language as one module, and one loader per module (issue 28): with a
 * loader per file (`import.meta.glob` over 38 namespaces, four languages and four tiers: 250 of
 * them) the app's entry carried 29 KB of loaders (minified) before any page's first paint. A
 * file's copy per tier (`?all`, `?player`, `?messages`, `vite.config.ts` `translationCopies`) keeps
 * each file in each chunk that holds it. English server messages are the API's own texts
 * (`src/locales/english-messages.ts`), not a file.
 */
export function wordsPlugin(): Plugin {
  let locales = '';
  const namespacesOf = (language: string) =>
    readdirSync(path.join(locales, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
  const allNamespaces = () => [...new Set([...namespacesOf('en'), 'messages'])].sort();

  /** The file a tier reads a namespace from, as an import specifier. */
  const fileOf = (tier: TWordsTier, language: string, namespace: string) => {
    if (language === 'en' && namespace === 'messages') return path.join(locales, 'english-messages.ts');
    const file = path.join(locales, language, `${namespace}.json`);
    return tier === 'public' ? file : `${file}?${tier}`;
  };

  return {
    name: 'rally:words',
    configResolved(config) {
      locales = path.join(config.root, 'src', 'locales');
    },
    resolveId(id) {
      if (id === WORDS_MODULE || id.startsWith(`${WORDS_MODULE}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const tiers = Object.keys(WORD_TIERS) as TWordsTier[];
        const loaders = tiers.map((tier) => {
          const byLanguage = LANGUAGES.map(
            (language) =>
              `${language}: () => import(${JSON.stringify(`${WORDS_MODULE}/${tier}/${language}`)})`,
          );
          return `${tier}: { ${byLanguage.join(', ')} }`;
        });
        const namespaces = Object.fromEntries(
          tiers.map((tier) => [tier, WORD_TIERS[tier] ?? allNamespaces()]),
        );
        return [
          `export const TIER_NAMESPACES = ${JSON.stringify(namespaces)};`,
          `export const WORDS = { ${loaders.join(', ')} };`,
        ].join('\n');
      }
      const words = wordsModuleOf(id);
      if (!words) return null;
      const { tier, language } = words;
      for (const file of readdirSync(path.join(locales, language)))
        this.addWatchFile(path.join(locales, language, file));
      const namespaces = WORD_TIERS[tier] ?? allNamespaces();
      const imports = namespaces.map(
        (namespace, index) => `import w${index} from ${JSON.stringify(fileOf(tier, language, namespace))};`,
      );
      const record = namespaces.map((namespace, index) => `${JSON.stringify(namespace)}: w${index}`);
      return `${imports.join('\n')}\nexport default { ${record.join(', ')} };`;
    },
  };
}
