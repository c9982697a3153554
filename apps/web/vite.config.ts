import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { appShellScrollClassNames } from './app-shell-scroll.ts';
import { mantineComponentStyles, mantineDirectImports } from './mantine-imports.ts';
import { openingsPlugin } from './openings.ts';
import { precompressPlugin } from './precompress.ts';
import { pwaPlugin } from './pwa.ts';
import { type TWordsTier, wordsChunk, wordsModuleOf, wordsPlugin } from './words.ts';
import { zodWithoutJsonSchema } from './zod-json-schema.ts';

// In development the API server answers the API and the runtime configuration (`/app-config.js`).
// RALLY_API_URL points the dev server at another one (several developers on one machine).
const apiServer = process.env.RALLY_API_URL ?? 'http://localhost:3000';

/**
 * The chunk a translation file goes to (lib/i18n.ts imports each file up to four times): per
 * language, one with the namespaces of the screens open without signing in (`locale-en-public`),
 * one with those of the player's home (`locale-en-player`, the `?player` copies), one with every
 * namespace (`locale-en`, the `?all` copies), and the server's messages alone
 * (`locale-en-messages`, the `?messages` copies), for a public screen or the player's home showing
 * an error. A namespace added later needs no change here.
 */
function localeChunk(id: string): string | null {
  // Each tier's words in a language as one module (words.ts), in the chunk of those words.
  const words = wordsModuleOf(id);
  if (words) return wordsChunk(words.tier, words.language);
  // English server messages are derived from the contracts' texts (locales/english-messages.ts).
  if (/[\\/]src[\\/]locales[\\/]english-messages\.ts$|[\\/]contracts[\\/]src[\\/]messages\.ts$/.test(id)) {
    return wordsChunk('messages', 'en');
  }
  // A file's copy per tier: `?all`, `?player`, `?messages`; the public tier's has no query.
  const match = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/][\w-]+\.json(?:\?(all|player|messages))?$/.exec(id);
  return match ? wordsChunk((match[2] ?? 'public') as TWordsTier, match[1] ?? '') : null;
}

/** The `?all`, `?player` and `?messages` copies of the translation files are JSON too (the query hides the extension). */
export const translationCopies: Plugin = {
  name: 'rally:translation-copies',
  enforce: 'pre',
  load(id) {
    const copy = /[\\/]src[\\/]locales[\\/].*\.json(\?(all|player|messages))$/.exec(id);
    if (!copy?.[1]) return null;
    return { code: readFileSync(id.slice(0, -copy[1].length), 'utf8'), moduleType: 'json' };
  },
};

/**
 * What every signed-in screen needs besides its own code: the route table, the shell (header,
 * menus, notification bell) and all they import, libraries included. One chunk, not thirty.
 */
const SIGNED_IN_SHELL = /[\\/]src[\\/]app[\\/](signed-in-routes|layouts[\\/]shell-layout)\.tsx$/;

/**
 * The header's menus (the account menu, the notification bell's list, the horizontal navigation),
 * loaded after the first paint (`app-header.tsx`): one chunk, with what only they import (Mantine's
 * menu), apart from the shell.
 */
const SHELL_MENUS =
  /[\\/]src[\\/](app[\\/]layouts[\\/](user-menu|top-navigation)|features[\\/]notifications[\\/]components[\\/]notification-bell)\.tsx$/;

/**
 * The player's home (`/play`, where a player opens the app every day) and what it imports that the
 * shell and the public pages do not: one chunk, so its first paint does not wait for `screens`
 * (what every other signed-in screen shares, 83 KB of which it read 9 %; issue 28).
 */
const PLAYER_HOME = /[\\/]src[\\/]app[\\/]player-home[\\/]player-home-page\.tsx$/;

/** Large libraries only some screens use: kept apart, so the other screens do not load them. */
const HEAVY_LIBRARIES: Record<string, RegExp> = {
  charts: /node_modules[\\/](recharts|@mantine[\\/]charts)[\\/]/,
  dnd: /node_modules[\\/]@hello-pangea[\\/]dnd[\\/]/,
  dropzone: /node_modules[\\/](@mantine[\\/]dropzone|react-dropzone)[\\/]/,
};

// Module-level caches: one build per process (the dev server does not split chunks).
type TModuleGraph = ChunkingContext;
const isLibrary = (id: string) => /node_modules[\\/]/.test(id);
const ownerCache = new Map<string, string | null>();
const reachCache = new Map<string, string | null>();

/** The heavy library a library module belongs to: its own, or the one all its importers belong to. */
function libraryOwner(id: string, graph: TModuleGraph, seen: Set<string>): string | null {
  const own = Object.keys(HEAVY_LIBRARIES).find((name) => HEAVY_LIBRARIES[name]?.test(id));
  if (own) return own;
  const known = ownerCache.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return null;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  const owners = new Set(
    importers.map((importer) => (isLibrary(importer) ? libraryOwner(importer, graph, seen) : null)),
  );
  const [owner] = owners;
  const result = importers.length > 0 && owners.size === 1 && owner ? owner : null;
  ownerCache.set(id, result);
  return result;
}

/**
 * The heavy library a module belongs to (a library only it uses), or uses through what it imports
 * statically (null: none). Such a module (a chart card two screens share) goes with that library,
 * so the chunk of what screens share never imports a heavy library and the screens without it
 * never load it.
 */
function heavyLibraryOf(id: string, graph: TModuleGraph, seen = new Set<string>()): string | null {
  if (isLibrary(id)) return libraryOwner(id, graph, new Set());
  const known = reachCache.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return null;
  seen.add(id);
  let found: string | null = null;
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
    found = heavyLibraryOf(imported, graph, seen);
    if (found) break;
  }
  reachCache.set(id, found);
  return found;
}

/**
 * A screen's own module (lazily imported by a table of screens) stays the entry of its own chunk.
 * A part a screen loads lazily (a chart card) is no reason for a request of its own: with its library.
 */
const isScreen = (id: string, graph: TModuleGraph) =>
  (graph.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) =>
    /[\\/]src[\\/]app[\\/][\w-]*screens\.ts$/.test(importer),
  );

/** zod/mini and the contracts' schemas `/login` and the session check read (see `schemas` below). */
const SIGN_IN_SCHEMAS =
  /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]|[\\/]contracts[\\/]src[\\/](auth|errors|message|timezones|ability-rules)\.ts$/;

/** The table of the screens open without signing in: the modules it imports lazily are their code. */
const PUBLIC_TABLE = /[\\/]src[\\/]app[\\/]public-screens\.ts$/;
const publicCache = new Map<string, Set<string>>();
/** Among a module's areas: the player's home or the signed-in shell imports it too (see publicChunkOf). */
const PLAYER_PATH = "the player's home";
/** Among a module's areas: the shell's menus import it, after the first paint (see publicChunkOf). */
const MENUS_PATH = "the shell's menus";

/** The area of a public screen's module (`features/onboarding/...`: onboarding); `app` for the rest. */
const areaOf = (id: string) => /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? 'app';

/**
 * The areas of the screens open without signing in (the public game page and leaderboard,
 * onboarding and the join page, the account forms...) that import the module, through their own
 * module or what that imports (empty: no public screen does), and `PLAYER_PATH` when the player's
 * home or the signed-in shell imports it as well (`MENUS_PATH`: the shell's menus). Libraries imported through their
 * index (Mantine's) count as imported by every screen that imports any part of them: the app's and
 * Mantine's own imports from its core are rewritten to the components' modules at build
 * (`mantine-imports.ts`), so only what public screens use is here.
 */
function publicAreas(id: string, graph: TModuleGraph): Set<string> {
  const known = publicCache.get(id);
  if (known !== undefined) return known;
  const seen = new Set<string>();
  const areas = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const info = graph.getModuleInfo(at);
    if ((info?.dynamicImporters ?? []).some((importer) => PUBLIC_TABLE.test(importer))) areas.add(areaOf(at));
    if (SIGNED_IN_SHELL.test(at) || PLAYER_HOME.test(at)) areas.add(PLAYER_PATH);
    if (SHELL_MENUS.test(at)) areas.add(MENUS_PATH);
    for (const importer of info?.importers ?? []) visit(importer);
  };
  visit(id);
  publicCache.set(id, areas);
  return areas;
}

/**
 * `signed-in` for the shell, and for what both the player's home and the shell's menus import (a
 * notification's badge name): with the home, the menus would bring the home's chunk to every
 * signed-in screen; with the menus, the home would fetch them before its first paint.
 */
function signedInShellOf(id: string, graph: TModuleGraph): string | null {
  if (SIGNED_IN_SHELL.test(id)) return 'signed-in';
  const reached = publicAreas(id, graph);
  return reached.size === 2 && reached.has(PLAYER_PATH) && reached.has(MENUS_PATH) ? 'signed-in' : null;
}

/** Which of the public chunks a group of `codeSplitting` below makes (see publicChunkOf). */
type TPublicChunk = 'shared' | 'player' | 'menus' | 'area';

/**
 * The public chunk a module goes to: `public` when public screens of two areas or more import it,
 * `public-<area>` when only those of one area do (onboarding's forms are not the boards' first
 * paint, nor the boards' tables onboarding's), and `public-<area>-player` for what of one area the
 * player's home or the signed-in shell imports as well (its select lists and template cards are
 * not the home's, 31 KB of 36), `public-<area>-menus` for what of it only the shell's menus import
 * (the popovers of onboarding's select lists are the menus': fetched after the home's first paint,
 * where the home's own parts, a quiz's radio buttons, are needed before it).
 * Null when no public screen imports it, or it is not of the `kind` asked. Each kind is a group of
 * its own, the shared one first: a group takes in the modules its modules import, and what goes
 * to a broader chunk must be taken by its group before a narrower one would. Finer sets (a chunk
 * per set of areas) were tried: the boards and onboarding share most of their code, and more,
 * smaller chunks compress worse; the public pages fetched more before their first paint.
 */
function publicChunkOf(id: string, graph: TModuleGraph, kind: TPublicChunk): string | null {
  if (isScreen(id, graph) || heavyLibraryOf(id, graph)) return null;
  const reached = publicAreas(id, graph);
  const areas = [...reached].filter((area) => area !== PLAYER_PATH && area !== MENUS_PATH);
  if (areas.length === 0) return null;
  if (areas.length > 1) return kind === 'shared' ? 'public' : null;
  if (reached.has(PLAYER_PATH)) return kind === 'player' ? `public-${areas[0]}-player` : null;
  if (reached.has(MENUS_PATH)) return kind === 'menus' ? `public-${areas[0]}-menus` : null;
  return kind === 'area' ? `public-${areas[0]}` : null;
}

export default defineConfig({
  plugins: [
    react(),
    translationCopies,
    wordsPlugin(),
    appShellScrollClassNames(),
    zodWithoutJsonSchema(),
    mantineDirectImports(),
    mantineComponentStyles(),
    openingsPlugin(),
    precompressPlugin,
    pwaPlugin,
  ],
  build: {
    rolldownOptions: {
      output: {
        // A cold load of any screen costs few requests (ADR 0019). Left to itself the bundler
        // splits every module two lazy screens share into a chunk of its own: 70 requests, in a
        // waterfall, for one screen. Groups, first match wins (priority):
        codeSplitting: {
          groups: [
            // What every screen needs, /login included: the libraries the entry itself imports,
            // in one long-cached chunk. Only those (`$initial`): what only signed-in screens use
            // of a library (CASL, zod's full API, most Mantine components) loads with those.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 50 },
            // The app's own entry code stays one chunk too, instead of small pieces (session,
            // paths) split off because lazy screens import them as well.
            { name: 'index', tags: ['$initial'], priority: 40 },
            // zod's core and mini build, with the contracts' sign-in and error schemas: what
            // /login's form, its answer and a stored session's check load, after the first paint
            // (issue 28), without the public screens' code (`public`: 115 KB where this is 21 KB,
            // and /login stays within its 200 KB of all it loads). The rest of zod goes with its
            // screens. Before the translations: zod, which the English server messages' module
            // imports, stays here.
            { name: 'schemas', test: SIGN_IN_SCHEMAS, priority: 36 },
            // Translations: two chunks per language (see localeChunk).
            { name: localeChunk, debugName: 'locales', priority: 35 },
            // What public screens share, or one shares with signed-in ones: `public` (two areas or
            // more) and `public-<area>` (see publicChunkOf), so a first visit to a public page
            // does not load the signed-in shell (`signed-in`) and what only signed-in screens
            // share (`screens`). Signed-in screens load them too (issue 28). Priorities 34 to 31.
            ...(['shared', 'player', 'menus', 'area'] as const).map((kind, rank) => ({
              name: (id: string, graph: TModuleGraph) => publicChunkOf(id, graph, kind),
              debugName: `public (${kind})`,
              minShareCount: 2,
              priority: 34 - rank,
            })),
            { name: (id, graph) => signedInShellOf(id, graph), debugName: 'signed-in', priority: 30 },
            // Below the shell: what the shell imports too stays in `signed-in`. Other screens
            // that import the home's parts (the game view's standings) load `player` as well.
            { name: 'player', test: PLAYER_HOME, priority: 25 },
            // Below the home: what it imports too (a notification's badge name) is not fetched
            // with the menus after its first paint, but before, with the home.
            { name: 'shell-menus', test: SHELL_MENUS, priority: 24 },
            // What two or more screens share (form parts, tables, dialogs, API hooks, the rest
            // of Mantine): one chunk. What only one screen uses stays in that screen's chunk.
            {
              name: (id, graph) => (heavyLibraryOf(id, graph) ? null : 'screens'),
              debugName: 'screens',
              minShareCount: 2,
              priority: 20,
            },
            // The heavy libraries, each with the app's modules that use it (see heavyLibraryOf).
            {
              name: (id, graph) => (isScreen(id, graph) ? null : heavyLibraryOf(id, graph)),
              debugName: 'heavy libraries',
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/app-config.js': apiServer,
    },
  },
});
