/**
 * The server's import graph between areas, read from the source's import lines: what
 * `scripts/structure-figures.ts` counts and `area-direction.test.ts` holds to (decision 0024).
 *
 * An area is a folder of `apps/server/src/areas`; the infrastructure folders (`lib`, `db`,
 * `plugins`, `mail`, `jobs`) sit below the areas and never import one. A file straight in
 * `areas/` (the list of areas, `index.ts`) is neither: it composes them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SERVER_SRC = resolve(import.meta.dirname, '../src');
export const BELOW = ['lib', 'db', 'plugins', 'mail', 'jobs'];

/** Every source file under `dir`, tests left out. */
export function sourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area a file belongs to, or the infrastructure folder, or the top-level name. */
export function homeOf(file: string, src = SERVER_SRC): { kind: 'area' | 'below' | 'other'; name: string } {
  const rel = relative(src, file).split('/');
  if (rel[0] === 'areas' && rel.length > 2) return { kind: 'area', name: rel[1] ?? '' };
  if (BELOW.includes(rel[0] ?? '')) return { kind: 'below', name: rel[0] ?? '' };
  return { kind: 'other', name: rel[0] ?? '' };
}

/** The files a file imports (or re-exports from) by a relative path, resolved. */
export const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/gms)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );

/** One import from one area into another; paths relative to the source folder. */
export type Crossing = { from: string; to: string; fromArea: string; toArea: string };

/**
 * The graph: every import from one area into another, every import of an area from below, and
 * the pairs of areas that import each other, each with the imports that make it one.
 */
export function areaGraph(src = SERVER_SRC) {
  const files = sourceFiles(src);
  const crossing: Crossing[] = [];
  const belowToArea: { from: string; to: string }[] = [];
  for (const file of files) {
    const h = homeOf(file, src);
    for (const target of importsOf(file)) {
      const t = homeOf(target, src);
      if (t.kind !== 'area') continue;
      const edge = { from: relative(src, file), to: relative(src, target) };
      if (h.kind === 'area' && h.name !== t.name)
        crossing.push({ ...edge, fromArea: h.name, toArea: t.name });
      if (h.kind === 'below') belowToArea.push(edge);
    }
  }
  const pairs = new Set(crossing.map((c) => `${c.fromArea}→${c.toArea}`));
  const mutual = [...pairs]
    .map((p) => p.split('→') as [string, string])
    .filter(([a, b]) => a < b && pairs.has(`${b}→${a}`))
    .map(([a, b]) => ({
      areas: [a, b] as const,
      imports: crossing.filter(
        (c) => (c.fromArea === a && c.toArea === b) || (c.fromArea === b && c.toArea === a),
      ),
    }));
  return { files, crossing, pairs, mutual, belowToArea };
}
