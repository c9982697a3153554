/**
 * What the repeated-code figure is made of: sorts the pairs `duplicates` does not mark
 * boilerplate by what their lines are, so a count that grows with the product (API descriptions,
 * migrations, test data) is told apart from a rule written twice, which is what to fold.
 *
 * Run from the repository root: `duplicates --seconds 120 --most 200 | node scripts/duplicate-kinds.ts`
 * (`--list` names every pair under its kind). The kinds are read from the lines themselves, first
 * match wins; "other" is what none describes: read those by hand.
 */
import { readFileSync } from 'node:fs';

type Side = { file: string; lines: string[] };
const KINDS: [string, (a: Side, b: Side, text: string) => boolean][] = [
  ['migration (never edited once released)', (a, b) => [a, b].some((s) => s.file.includes('/migrations/'))],
  ['seed content', (a, b) => [a, b].every((s) => s.file.includes('/seed/'))],
  [
    'list of imported names',
    (a, b) =>
      [a, b].some((s) => s.lines.every((l) => /^\s*((type )?[\w$]+( as [\w$]+)?,?|\} from .*|)\s*$/.test(l))),
  ],
  ['OpenAPI operation description', (_a, _b, text) => /summary:|refuses:|operations\(/.test(text)],
  [
    'file head: imports, then the first declaration',
    (a, b) => [a, b].every((s) => s.lines.some((l) => /from '/.test(l))),
  ],
  ['test data and expectations', (a, b) => [a, b].every((s) => /\.test\.tsx?$|\/test\/|^e2e\//.test(s.file))],
  ['select list of a query', (_a, _b, text) => /\.from\(|innerJoin\(|leftJoin\(/.test(text)],
  ['contract schema', (_a, _b, text) => /z\.(object|array|string|boolean|uuid|number)\(/.test(text)],
  ['props of a shared component', (a, b) => [a, b].some((s) => s.file.endsWith('.tsx'))],
];

const sideOf = (place: string): Side => {
  const [, file = '', from = '0', to = '0'] = /^(.+):(\d+)-(\d+)$/.exec(place) ?? [];
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .slice(Number(from) - 1, Number(to));
  return { file, lines };
};

const input = readFileSync(0, 'utf8');
const pairs = input.split('\n').filter((line) => /^D\d+ /.test(line) && !line.includes('boilerplate'));
const byKind = new Map<string, string[]>();
for (const pair of pairs) {
  const [a, b] = (pair.match(/\S+:\d+-\d+/g) ?? []).map(sideOf);
  if (!a || !b) continue;
  const text = [...a.lines, ...b.lines].join('\n');
  const kind = KINDS.find(([, test]) => test(a, b, text))?.[0] ?? 'other';
  byKind.set(kind, [...(byKind.get(kind) ?? []), pair]);
}
console.log(input.split('\n')[0]);
console.log(`${pairs.length} not marked boilerplate, by kind:`);
for (const [kind, rows] of [...byKind].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`${String(rows.length).padStart(4)}  ${kind}`);
  if (process.argv.includes('--list')) for (const row of rows) console.log(`        ${row}`);
}
