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
type TBundles = Record<string, () => Promise<{ default: TWords }>>;
type TLoadedWords = (readonly [string, TWords | undefined])[];

/**
 * The translations, as two chunks per language (vite.config.ts, ADR 0019): the few namespaces
 * the screens open without signing in read (sign-in, errors, a game's public page; /login loads
 * nothing more), and every namespace at once for the signed-in screens, which read many. A new
 * namespace lands in the second with no further step; a public screen reading one more adds it to
 * this pattern (a literal: globs take no variables; `i18n-bundles.test.ts` checks it).
 */
const publicBundles = import.meta.glob<{ default: TWords }>(
  '../locales/*/{common,auth,misc,public,onboarding}.json',
);
const allBundles: TBundles = {
  ...import.meta.glob<{ default: TWords }>('../locales/*/*.json', { query: '?all' }),
  // English server messages are the API's own texts, not a copy (locales/english-messages.ts).
  '../locales/en/messages.json': () => import('../locales/english-messages.ts'),
};

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? '';
const languageOf = (file: string) => /locales\/([a-z]{2})\//.exec(file)?.[1] ?? '';
/** Every namespace, read from the translation files: a new file is a new namespace. */
export const NAMESPACES = [...new Set(Object.keys(allBundles).map(namespaceOf))].sort() as TNamespace[];
/** The namespaces of the signed-out chunk. */
export const PUBLIC_NAMESPACES = [...new Set(Object.keys(publicBundles).map(namespaceOf))];

/**
 * The words the player's home reads (its screen and cards, the shell and the menu around it), a
 * chunk per language of their own (issue 28): signed in as a player, the first paint waits for
 * these, not for the whole language (36 KB against 18 in English); the rest follows once the page
 * has painted (`loadEveryNamespace`), and a namespace not here before that loads the whole
 * language, as any signed-in screen's does. A literal, like the public pattern.
 */
const playerBundles = import.meta.glob<{ default: TWords }>(
  '../locales/*/{common,plans,notifications,play,logs,scores,games,media,progress,charities,feed,badges,set-times,dashboard,profile,faq,reminders}.json',
  { query: '?player' },
);
/** The namespaces of the player's chunk. */
export const PLAYER_NAMESPACES = [...new Set(Object.keys(playerBundles).map(namespaceOf))];

/**
 * The server's messages alone, a chunk per language: a public screen or the player's home showing
 * an error (a game that does not exist, a refused form) reads them without the whole language
 * (about 7 KB against 44 compressed), and stays on its own words.
 */
const messageBundles: TBundles = {
  ...import.meta.glob<{ default: TWords }>('../locales/*/messages.json', {
    query: '?messages',
  }),
  '../locales/en/messages.json': () => import('../locales/english-messages.ts'),
};

/**
 * Which words a namespace is read from: the public chunk (signed out, until a signed-in word is
 * asked for), the player's (a player, until a word of another screen is), or the whole language.
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
   * A chunk's words, every namespace of the language, loaded once however many namespaces are
   * asked for together: `loadEveryNamespace` asks for every one the page has not read yet, and
   * each read loading all forty files again was hundreds of module loads in one task, 100 ms of a
   * phone's main thread (4x CPU) as the home settled.
   */
  private loads = new Map<TBundles, Map<string, Promise<TLoadedWords>>>();
  private wordsOf(language: string, bundles: TBundles): Promise<TLoadedWords> {
    const ofChunk = this.loads.get(bundles) ?? new Map<string, Promise<TLoadedWords>>();
    this.loads.set(bundles, ofChunk);
    const known = ofChunk.get(language);
    if (known) return known;
    const files = Object.keys(bundles).filter((other) => languageOf(other) === language);
    const loading = Promise.all(
      files.map(async (other) => [namespaceOf(other), (await bundles[other]?.())?.default] as const),
    );
    // A failed load is tried again on the next read (a network that came back).
    loading.catch(() => ofChunk.delete(language));
    ofChunk.set(language, loading);
    return loading;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const file = `../locales/${language}/${namespace}.json`;
    const failed = (error: Error) => callback(error, false);
    const messages = namespace === 'messages' && tier !== 'all' ? messageBundles[file] : undefined;
    if (messages) {
      messages().then((module) => callback(null, module.default), failed);
      return;
    }
    if ((tier === 'public' && !publicBundles[file]) || (tier === 'player' && !playerBundles[file]))
      tier = 'all';
    const bundles = { public: publicBundles, player: playerBundles, all: allBundles }[tier];
    if (!bundles[file]) return callback(new Error(`No translations for ${language}/${namespace}`), false);
    this.wordsOf(language, bundles).then((loaded) => {
      // i18next's types leave these out of its store; they are its documented API on the instance.
      const store = this.services?.resourceStore as unknown as TResourceStore | undefined;
      for (const [other, words] of loaded) {
        if (other !== namespace && words && store && !store.hasResourceBundle(language, other)) {
          store.addResourceBundle(language, other, words);
        }
      }
      callback(null, loaded.find(([other]) => other === namespace)?.[1] ?? false);
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
