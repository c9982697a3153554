/**
 * One word per concept, in figures: how often code and docs call a concept by a name other than
 * the glossary's (`docs/architecture.md`, "Glossary"), so the figures before and after a rename
 * come from the same command: `npm run figures:names` (`-- --list` names the files behind a count).
 *
 * Identifiers are split into words (`setTimeId`, `set_time_id` and `set-times` all read "set
 * time"), then each concept's other names are counted. Left out: route files, their `wire.ts`
 * mappings and contracts (where the API's words belong), the database schema and migrations, the
 * web's API fetchers, translations (the screens' words are the translators'), and tests. An occurrence whose identifier is an API
 * field or a database name (it appears in `packages/contracts` or `db/schema`) is counted apart as
 * "bound": renaming it changes the wire or the tables, not just the code. Last, the API's words in
 * server files beyond the route edge (`wire-words.test.ts`); `-- --wire-baseline` writes that test's
 * baseline.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONCEPTS,
  countNames,
  IDENTIFIER,
  isRouteEdge,
  wireWordCounts,
  withoutComments,
} from '../apps/server/test/name-words.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const list = process.argv.includes('--list');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

const isTest = (f: string) => /\.test\.tsx?$|\/test\/|\/e2e\//.test(f);
const PLACES = {
  server: walk(path.join(ROOT, 'apps/server/src')).filter(
    (f) => /\.ts$/.test(f) && !isTest(f) && !isRouteEdge(f) && !/\/db\/(schema|migrations)\//.test(f),
  ),
  web: walk(path.join(ROOT, 'apps/web/src')).filter(
    (f) => /\.tsx?$/.test(f) && !isTest(f) && !/\/api\//.test(f) && !/\/locales\//.test(f),
  ),
  docs: [...walk(path.join(ROOT, 'docs')), path.join(ROOT, 'README.md')].filter((f) => /\.md$/.test(f)),
};

const ALL_NAMES = CONCEPTS.flatMap((c) => [...c.others]);

/** Identifiers the API or the database spell: renaming them is a wire or schema change. */
const bound = new Set(
  [
    ...walk(path.join(ROOT, 'packages/contracts/src')).filter((f) => !isTest(f)),
    ...walk(path.join(ROOT, 'apps/server/src/db/schema')),
  ].flatMap((f) => readFileSync(f, 'utf8').match(IDENTIFIER) ?? []),
);

type TCount = { free: number; bound: number; files: Map<string, number> };

function main() {
  const table = new Map<string, Record<string, TCount>>();
  for (const [place, files] of Object.entries(PLACES)) {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // Code is read without its comments (they may name a route in the API's words); docs whole.
      const text = place === 'docs' ? source : withoutComments(source);
      // Docs are prose: their words are read as written, and nothing in them is bound.
      const counts = countNames(text, ALL_NAMES, place === 'docs' ? () => false : (i) => bound.has(i));
      for (const [other, c] of counts) {
        const row = table.get(other) ?? {};
        const cell = row[place] ?? { free: 0, bound: 0, files: new Map() };
        row[place] = cell;
        cell.free += c.free;
        cell.bound += c.bound;
        cell.files.set(path.relative(ROOT, file), c.free + c.bound);
        table.set(other, row);
      }
    }
  }
  console.log('Other names of a concept (free + bound to the API or the tables)');
  console.log(
    `${'concept'.padEnd(10)} ${'other name'.padEnd(16)} ${'server'.padStart(12)} ${'web'.padStart(12)} ${'docs'.padStart(6)}`,
  );
  let free = 0;
  for (const { word, others } of CONCEPTS) {
    for (const other of others) {
      const row = table.get(other) ?? {};
      const cell = (p: string) => row[p] ?? { free: 0, bound: 0, files: new Map() };
      const fmt = (c: TCount) => (c.bound ? `${c.free} + ${c.bound}` : `${c.free}`);
      free += cell('server').free + cell('web').free + cell('docs').free;
      console.log(
        `${word.padEnd(10)} ${other.padEnd(16)} ${fmt(cell('server')).padStart(12)} ${fmt(cell('web')).padStart(12)} ${fmt(cell('docs')).padStart(6)}`,
      );
      if (list)
        for (const p of Object.keys(PLACES))
          for (const [f, n] of [...cell(p).files].sort((a, b) => b[1] - a[1])) console.log(`    ${n}  ${f}`);
    }
  }
  console.log(`${'renamable in all'.padEnd(28)} ${free}`);
}

main();

const wire = wireWordCounts();
console.log(
  `API words in server files beyond routes ${Object.values(wire).reduce((a, b) => a + b, 0)} in ${Object.keys(wire).length} files`,
);
if (process.argv.includes('--wire-baseline')) {
  // What wire-words.test.ts allows: rewritten after a change that removed some.
  writeFileSync(
    path.join(ROOT, 'apps/server/test/wire-words.baseline.json'),
    `${JSON.stringify(wire, null, 2)}\n`,
  );
}
