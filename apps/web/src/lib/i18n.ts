import { TIER_NAMESPACES, WORDS } from 'virtual:rally-words';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type TLanguage,
  type TOpeningHintTier,
} from '@rally/contracts/constants';
import i18n, {
  type BackendModule,
  type CustomTypeOptions,
  type ParseKeys,
  type ReadCallback,
  type Services,
} from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { numberFormatter } from './i18n-numbers.ts';
import { getSession, type TSession } from './session.ts';

/** Namespaces, one per area (STYLE habit 10); `common` holds the shell, validation and errors. */
export type TNamespace = keyof CustomTypeOptions['resources'];

/** A key of any namespace: `common` keys as they are (`nav.dashboard`), others `auth:login.title`. */
export type TTranslationKey = ParseKeys<TNamespace[]>;

const STORAGE_KEY = 'rally.language';

type TWords = Record<string, unknown>;
type TLanguageWords = Record<string, TWords>;

/**
 * The translations, one chunk per tier of words and language (`words.ts`, `vite.config.ts`, ADR
 * 0019): the few namespaces the screens open without signing in read (/login loads nothing more),
 * the player's home's, the server's messages alone, and every namespace at once for the signed-in
 * screens, which read many. One loader per chunk, not per file.
 */
const { all: NAMESPACE_LIST, public: PUBLIC_LIST, player: PLAYER_LIST } = TIER_NAMESPACES;
/** Every namespace, read from the translation files: a new file is a new namespace. */
export const NAMESPACES = [...NAMESPACE_LIST] as TNamespace[];
/** The namespaces of the signed-out chunk. */
export const PUBLIC_NAMESPACES = [...PUBLIC_LIST];
/**
 * The words the player's home reads (its screen and cards, the shell and the menu around it), a
 * chunk per language of their own (issue 28): signed in as a player, the first paint waits for
 * these, not for the whole language (36 KB against 18 in English); the rest follows once the page
 * has painted (`loadEveryNamespace`), and a namespace not here before that loads the whole
 * language, as any signed-in screen's does.
 */
export const PLAYER_NAMESPACES = [...PLAYER_LIST];

/**
 * Which words a namespace is read from: the public chunk (signed out, until a signed-in word is
 * asked for), the player's (a player, until a word of another screen is), or the whole language.
 * The server's messages alone (about 7 KB against 44 compressed) serve a public screen or the
 * player's home showing an error (a game that does not exist, a refused form).
 */
type TTier = 'public' | TOpeningHintTier;
/** The words a session's screens read first: a player's the player's, anyone else's all. */
export function wordsTierOf(session: TSession): TOpeningHintTier {
  return session.user.role === 'player' ? 'player' : 'all';
}
function initialTier(): TTier {
  const session = getSession();
  return session ? wordsTierOf(session) : 'public';
}
let tier = initialTier();

/**
 * Reads a namespace from its chunk. Once the tier's words are here (the public screens', the
 * player's, the whole language: one chunk each), every namespace of them goes into the store at
 * once: a component reading a namespace its screen did not name (the shell's trial banner, the
 * join page's account fields) then renders at once. Asked for later, one by one,
 * each would suspend its screen for a moment, and React holds a screen back 300 ms after showing a
 * loading fallback (ADR 0019 "The first render").
 */
export class LanguageBundles implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private services?: Services;

  init(services: Services) {
    this.services = services;
  }

  /**
   * A chunk's words, loaded once however many namespaces are asked for together:
   * `loadEveryNamespace` asks for every one the page has not read yet.
   */
  private loads = new Map<string, Promise<TLanguageWords>>();
  private wordsOf(chunk: keyof typeof WORDS, language: TLanguage): Promise<TLanguageWords> {
    const key = `${chunk}/${language}`;
    const known = this.loads.get(key);
    if (known) return known;
    const loading = WORDS[chunk][language]().then((module) => module.default);
    // A failed load is tried again on the next read (a network that came back).
    loading.catch(() => this.loads.delete(key));
    this.loads.set(key, loading);
    return loading;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const failed = (error: Error) => callback(error, false);
    if (!isLanguage(language) || !NAMESPACE_LIST.includes(namespace)) {
      return callback(new Error(`No translations for ${language}/${namespace}`), false);
    }
    if (namespace === 'messages' && tier !== 'all') {
      this.wordsOf('messages', language).then((loaded) => callback(null, loaded.messages ?? false), failed);
      return;
    }
    if (
      (tier === 'public' && !PUBLIC_LIST.includes(namespace)) ||
      (tier === 'player' && !PLAYER_LIST.includes(namespace))
    )
      tier = 'all';
    this.wordsOf(tier, language).then((loaded) => {
      // i18next's types leave these out of its store; they are its documented API on the instance.
      const store = this.services?.resourceStore as unknown as TResourceStore | undefined;
      for (const [other, words] of Object.entries(loaded)) {
        if (other !== namespace && store && !store.hasResourceBundle(language, other)) {
          store.addResourceBundle(language, other, words);
        }
      }
      callback(null, loaded[namespace] ?? false);
    }, failed);
  }
}

/**
 * Every namespace of the language, for a signed-in visitor once the first screen has painted
 * (`signed-in-routes.tsx`): a player's next screen then opens without waiting for its words.
 */
export function loadEveryNamespace() {
  return i18n.loadNamespaces(NAMESPACES);
}

type TResourceStore = {
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, resources: Record<string, unknown>): void;
};

export function isLanguage(value: unknown): value is TLanguage {
  return LANGUAGES.includes(value as TLanguage);
}

/** The visitor's own choice, else the browser's first supported language, else the fallback. */
function initialLanguage(): TLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const preferred = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? FALLBACK_LANGUAGE;
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export const i18nReady = i18n
  .use(LanguageBundles)
  .use(numberFormatter)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders. Numbers are written in the text's language (i18n-numbers.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

export async function setLanguage(language: TLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/**
 * Translates keys kept in data (route meta, navigation), which name their own namespace. Typed for
 * every namespace, though only `common` is bound: the route loads a screen's namespace with its code.
 */
export function useKeyTranslation() {
  // Typed as taking a key and answering text: i18next's own type, resolved over every namespace at
  // once, grew too large for TypeScript with the 38th namespace and answered objects too.
  return useTranslation().t as unknown as (key: TTranslationKey, options?: Record<string, unknown>) => string;
}

export { i18n };
