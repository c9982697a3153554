/**
 * The server's structure in figures: how its areas lean on each other, and how many places change
 * points. Read from the source's import lines and statements, so the figures before and after a
 * change come from the same command: `npm run figures:structure` (`-- --list` names every import
 * and place behind a count).
 *
 * An area is a folder of `apps/server/src/areas`; its "SQL files" are `queries.ts` and
 * `*-queries.ts`. The infrastructure folders (`lib`, `db`, `plugins`, `mail`, `jobs`) sit below the
 * areas and should never import one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../apps/server/src');
const BELOW = ['lib', 'db', 'plugins', 'mail', 'jobs'];
const SCORE_TABLES = ['playerScores', 'playerScoreDays', 'teamScores'];
const SCORE_TABLE_NAMES = ['player_scores', 'player_score_days', 'team_scores'];
const list = process.argv.includes('--list');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area a file belongs to, or the infrastructure folder, or undefined. */
function home(file: string): { kind: 'area' | 'below' | 'other'; name: string } {
  const rel = relative(SRC, file).split('/');
  if (rel[0] === 'areas' && rel.length > 2) return { kind: 'area', name: rel[1] ?? '' };
  if (BELOW.includes(rel[0] ?? '')) return { kind: 'below', name: rel[0] ?? '' };
  return { kind: 'other', name: rel[0] ?? '' };
}

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/gms)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );

const all = files(SRC);
const crossing: { from: string; to: string; fromArea: string; toArea: string }[] = [];
const belowToArea: string[] = [];
for (const file of all) {
  const h = home(file);
  for (const target of imports(file)) {
    const t = home(target);
    if (t.kind !== 'area') continue;
    if (h.kind === 'area' && h.name !== t.name) {
      crossing.push({
        from: relative(SRC, file),
        to: relative(SRC, target),
        fromArea: h.name,
        toArea: t.name,
      });
    }
    if (h.kind === 'below') belowToArea.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
  }
}

const pairs = new Set(crossing.map((c) => `${c.fromArea}→${c.toArea}`));
const mutual = [...pairs]
  .map((p) => p.split('→') as [string, string])
  .filter(([a, b]) => a < b && pairs.has(`${b}→${a}`))
  .map(([a, b]) => `${a} ⇄ ${b}`);
const intoSql = crossing.filter((c) => /(^|\/|-)queries\.ts$/.test(c.to));

const writesPoints = all.filter((file) => {
  const text = readFileSync(file, 'utf8');
  const drizzle = SCORE_TABLES.some((t) => new RegExp(`\\.(insert|update|delete)\\(${t}\\)`).test(text));
  const raw = [...SCORE_TABLES.map((t) => `\\$\\{${t}\\}`), ...SCORE_TABLE_NAMES].some((t) =>
    new RegExp(`(insert\\s+into|update|delete\\s+from)\\s+${t}`, 'i').test(text),
  );
  return drizzle || raw;
});
// A SQL file that calls the engine changes points as a side effect of some other write.
const sqlCallingEngine = all.filter(
  (file) => /(^|\/|-)queries\.ts$/.test(file) && imports(file).some((t) => /areas\/scores\/engine/.test(t)),
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
