/**
 * The server's structure in figures: how its areas lean on each other, and how many places change
 * points. Read from the source's import lines and statements, so the figures before and after a
 * change come from the same command: `npm run figures:structure` (`-- --list` names every import
 * and place behind a count).
 *
 * An area is a folder of `apps/server/src/areas`; its "SQL files" are `queries.ts` and
 * `*-queries.ts`. The infrastructure folders (`lib`, `db`, `plugins`, `mail`, `jobs`) sit below the
 * areas and never import one. The import graph comes from `apps/server/test/import-graph.ts`, the
 * one `apps/server/test/area-direction.test.ts` holds to.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { areaGraph, importsOf, SERVER_SRC as SRC } from '../apps/server/test/import-graph.ts';

const SCORE_TABLES = ['playerScores', 'playerScoreDays', 'teamScores'];
const SCORE_TABLE_NAMES = ['player_scores', 'player_score_days', 'team_scores'];
const list = process.argv.includes('--list');

const { files: all, crossing, pairs, mutual: mutualPairs, belowToArea: below } = areaGraph();
const belowToArea = below.map((e) => `${e.from} → ${e.to}`);
const mutual = mutualPairs.map(({ areas: [a, b] }) => `${a} ⇄ ${b}`);
const intoSql = crossing.filter((c) => /(^|\/|-)queries\.ts$/.test(c.to));

const writesPoints = all.filter((file) => {
  const text = readFileSync(file, 'utf8');
  const drizzle = SCORE_TABLES.some((t) => new RegExp(`\\.(insert|update|delete)\\(${t}\\)`).test(text));
  const raw = [...SCORE_TABLES.map((t) => `\\$\\{${t}\\}`), ...SCORE_TABLE_NAMES].some((t) =>
    new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+${t}`, 'i').test(text),
  );
  return drizzle || raw;
});
// A SQL file that calls the engine changes points as a side effect of some other write (the map
// of sources to columns, engine-sources.ts, only reads).
const sqlCallingEngine = all.filter(
  (file) =>
    /(^|\/|-)queries\.ts$/.test(file) &&
    importsOf(file).some((t) => /areas\/scores\/engine(?!-sources)/.test(t)),
);
const notifiesScores = all.filter((file) =>
  /pg_notify\(\$\{SCORES_CHANNEL\}/.test(readFileSync(file, 'utf8')),
);

const show = (label: string, count: number, names: string[]) => {
  console.log(`${label.padEnd(58)} ${count}`);
  if (list) for (const n of names) console.log(`    ${n}`);
};
console.log(`Server structure (${all.length} source files under apps/server/src)`);
show(
  'imports from one area into another',
  crossing.length,
  crossing.map((c) => `${c.from} → ${c.to}`),
);
show('area pairs with an import (directed)', pairs.size, [...pairs]);
show('mutual pairs (each imports the other)', mutual.length, mutual);
show(
  "imports of another area's SQL file (queries.ts)",
  intoSql.length,
  intoSql.map((c) => `${c.from} → ${c.to}`),
);
show('imports of an area from lib, db, plugins, mail, jobs', belowToArea.length, belowToArea);
show(
  'files that write score tables',
  writesPoints.length,
  writesPoints.map((f) => relative(SRC, f)),
);
show(
  'SQL files (queries.ts) that change points via the engine',
  sqlCallingEngine.length,
  sqlCallingEngine.map((f) => relative(SRC, f)),
);
show(
  'files that send the scores notification',
  notifiesScores.length,
  notifiesScores.map((f) => relative(SRC, f)),
);
