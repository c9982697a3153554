import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// By its file: the build's configuration is bundled with what it imports by path, not by package.
import { LANGUAGES } from '../../packages/contracts/src/constants.ts';
import { paths } from './src/lib/paths.ts';
import { type TWordsTier, wordsChunk } from './words.ts';

/**
 * What the server sends with the page of an address (ADR 0019, "The page names its screen's code"):
 * the chunks of the screen there and of its words, so the browser fetches them beside the app's
 * entry instead of after it has run (one round trip less before the first paint of a board, a game
 * page, onboarding or the join page on a phone; two for a signed-in screen, whose code the entry
 * asks for only once the signed-in part has run). Written by the build as `openings.json`:
 *
 * - `routes`: every route pattern of the app (`paths.ts`), so the server finds the one an address
 *   belongs to as the router does (a static segment before a parameter: `/play` is not a game's
 *   public id);
 * - `screens`: per public screen's pattern, the files its code needs beyond the page's own (scripts
 *   and styles) (none for /login, which the entry holds: its page names its words only);
 * - `signedIn`: the same per signed-in screen's pattern, with the signed-in part and its shell: the
 *   server names them only to a browser whose app says a session is stored there (its hint
 *   cookie, `lib/opening-hint.ts`): to anyone else the app would show the sign-in instead;
 * - `words`: per tier of words (`lib/i18n.ts`: the public screens', the player's, the whole
 *   language) and language, the chunk of those words.
 */
export type TOpenings = {
  routes: string[];
  screens: Record<string, string[]>;
  signedIn: Record<string, string[]>;
  words: Record<TOpeningWordsTier, Record<string, string>>;
};

/** The tiers of words a page opens with (`words.ts`; the server's messages alone come on an error). */
export type TOpeningWordsTier = Exclude<TWordsTier, 'messages'>;
const OPENING_TIERS: TOpeningWordsTier[] = ['public', 'player', 'all'];

const SCREENS_FILE = 'src/app/public-screens.ts';
const SIGNED_IN_SCREENS_FILE = 'src/app/signed-in-screens.ts';
const QUERY_SCOPE = 'src/app/query-scope.tsx';
/** What every signed-in screen opens inside: the signed-in routes (with the query client) and the shell. */
const SIGNED_IN_PART = ['src/app/signed-in-routes.tsx', 'src/app/layouts/shell-layout.tsx'];

/**
 * The screens of a screens' table (`public-screens.ts`, `signed-in-screens.ts`) and the module of
 * their code: each entry as written there, `key: { path: paths.<a>.<b>.path, ... import('<module>')
 * ... }`. `screen-tables.test.ts` holds this reading to the tables themselves (every screen with its
 * path and no other), so a screen written another way fails a test rather than loading without its
 * preloads.
 */
export function screenModules(source: string): { key: string; path: string; module?: string }[] {
  const entries = /^ {2}(\w+): \{\n {4}path: paths\.([\w.]+)\.path,\n([\s\S]*?)\n {2}\},$/gm;
  return [...source.matchAll(entries)].map(([, key = '', pathExpr = '', body = '']) => {
    // None for /login: the entry holds it.
    const module = /import\('([^']+)'\)/.exec(body)?.[1];
    const route = pathExpr
      .split('.')
      .reduce<unknown>((at, name) => (at as Record<string, unknown>)?.[name], paths);
    const pattern = (route as { path?: unknown } | undefined)?.path;
    if (typeof pattern !== 'string') throw new Error(`${SCREENS_FILE}: no route paths.${pathExpr}`);
    return { key, path: pattern, ...(module ? { module } : {}) };
  });
}

/** Every `path` of `paths.ts`: the route patterns. */
function routePatterns(node: unknown, into: string[] = []): string[] {
  if (node && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      if (name === 'path' && typeof value === 'string') into.push(value);
      else routePatterns(value, into);
    }
  }
  return into;
}

function openingsOf(bundle: OutputBundle, root: string): TOpenings {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (id: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`openings: no chunk holds ${id}`);
    return chunk;
  };
  /**
   * A chunk and every chunk it imports, statically, all the way down, with their styles: the
   * bundler's loader waits for a lazy chunk's styles before the chunk runs, so a style left out
   * would be a round trip in the chain after all (it skips a style the page already has).
   */
  const closure = (chunk: OutputChunk, into = new Set<string>()) => {
    if (!into.has(chunk.fileName)) {
      into.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) closure(imported, into);
      }
    }
    return into;
  };
  // What the page loads anyway (the entry and what it imports): listed in index.html already.
  const initial = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, initial);
  /** Per screen's pattern in `table`, its code's files and those of `around` it, less the page's own. */
  const screensOf = (table: string, around: Set<string>) => {
    const screens: Record<string, string[]> = {};
    const dir = path.dirname(path.join(root, table));
    for (const screen of screenModules(readFileSync(path.join(root, table), 'utf8'))) {
      const files = screen.module ? [...closure(holding(path.resolve(dir, screen.module))), ...around] : [];
      screens[screen.path] = [...new Set(files)].filter((file) => !initial.has(file)).sort();
    }
    return screens;
  };
  const scope = closure(holding(path.join(root, QUERY_SCOPE)));
  const signedInPart = new Set(
    SIGNED_IN_PART.flatMap((file) => [...closure(holding(path.join(root, file)))]),
  );
  const words = { public: {}, player: {}, all: {} } as TOpenings['words'];
  for (const tier of OPENING_TIERS) {
    for (const language of LANGUAGES) {
      const chunk = chunks.find((c) => c.name === wordsChunk(tier, language));
      if (chunk) words[tier][language] = chunk.fileName;
    }
  }
  return {
    routes: routePatterns(paths),
    screens: screensOf(SCREENS_FILE, scope),
    signedIn: screensOf(SIGNED_IN_SCREENS_FILE, signedInPart),
    words,
  };
}

/** The build step: writes `openings.json` beside the page. */
export function openingsPlugin(): Plugin {
  let root = '';
  return {
    name: 'rally:openings',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const openings = openingsOf(bundle, root);
      writeFileSync(path.join(options.dir, 'openings.json'), `${JSON.stringify(openings, null, 2)}\n`);
    },
  };
}
