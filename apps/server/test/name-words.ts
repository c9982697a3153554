/**
 * Reading code for the names it gives a concept: identifiers split into words (`setTimeId`,
 * `set_time_id` and `set-times` all read "set time"), each concept's other names counted. Shared by
 * `npm run figures:names` (scripts/name-figures.ts) and `wire-words.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { SERVER_SRC, sourceFiles } from './import-graph.ts';

/** The glossary's word (docs/architecture.md), and the other names code has used for it. */
export const CONCEPTS = [
  { word: 'round', others: ['set time', 'settime'] },
  { word: 'log', others: ['performed task', 'performedtask'] },
  { word: 'behaviour', others: ['sub task', 'subtask'] },
  { word: 'activity', others: ['task', 'habit'] },
  { word: 'game', others: ['competition'] },
  { word: 'player', others: ['member'] },
] as const;

/**
 * The API's words for a concept, which belong in route files and contracts only. Its `group` (a
 * team) is left out: SQL's `groupBy` and Mantine's `Group` say it of something else.
 */
export const WIRE_WORDS = ['competition', 'settime', 'set time', 'subtask', 'sub task', 'task'];

/** `setTimeId` → `set time id`; `set_time_id` and `set-times` likewise. */
export const wordsOf = (identifier: string) =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

export const IDENTIFIER = /[A-Za-z][A-Za-z0-9_-]*/g;

/**
 * The code of a source file without its comments: a comment may name the route a function serves
 * in the API's words (`POST /competition/add`).
 */
export const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Occurrences of each of `names` in the identifiers of `text`, split into those `isBound` says
 * are spelt by the API or the database and the rest. A longer name is matched first and counted
 * once: "performed task" is not a task too, "sub task" not a task.
 */
export function countNames(
  text: string,
  names: readonly string[],
  isBound: (identifier: string) => boolean = () => false,
) {
  const ordered = [...names].sort((a, b) => b.length - a.length);
  const counts = new Map<string, { free: number; bound: number }>();
  for (const identifier of text.match(IDENTIFIER) ?? []) {
    let words = ` ${wordsOf(identifier)} `;
    for (const name of ordered) {
      const re = new RegExp(` ${name}s? `, 'g');
      const hits = words.match(re)?.length ?? 0;
      if (hits === 0) continue;
      words = words.replace(re, ' · ');
      const c = counts.get(name) ?? { free: 0, bound: 0 };
      if (isBound(identifier)) c.bound += hits;
      else c.free += hits;
      counts.set(name, c);
    }
  }
  return counts;
}

/** The tables' and columns' names (`setTimes`, `setTimeId`): what a statement must spell. */
const schemaNames = () =>
  new Set(
    sourceFiles(`${SERVER_SRC}/db/schema`).flatMap((f) => readFileSync(f, 'utf8').match(IDENTIFIER) ?? []),
  );

/**
 * The route edge, where the API's words belong: an area's route files (`routes.ts`,
 * `results-routes.ts`) and its `wire.ts`, the mapping between the API's shapes and the code's that
 * several of its route files share (only routes import it). Nothing else in a service's folder.
 */
export const isRouteEdge = (file: string) => /routes\.ts$|\/wire\.ts$/.test(file);

/**
 * The API's words in each server file beyond the route edge and the schema, by path under
 * `apps/server/src` (files with none left out). The database's names are not counted.
 */
export function wireWordCounts(): Record<string, number> {
  const schema = schemaNames();
  const files = sourceFiles().filter((f) => !isRouteEdge(f) && !/\/db\/(schema|migrations)\//.test(f));
  const counts = files.map((f) => {
    const found = countNames(withoutComments(readFileSync(f, 'utf8')), WIRE_WORDS, (i) => schema.has(i));
    return [relative(SERVER_SRC, f), [...found.values()].reduce((n, c) => n + c.free, 0)] as const;
  });
  return Object.fromEntries(counts.filter(([, n]) => n > 0));
}
