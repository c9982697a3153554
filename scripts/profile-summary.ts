/**
 * Where a cold load's main-thread time went, from a CPU profile `bench:web` wrote (PROFILE=<file>)
 * of a build with source maps (`vite build --sourcemap`): time per library or app module, its own
 * (self) and with what it called (inclusive), mapped back through the maps.
 *
 * Run: `node scripts/profile-summary.ts <profile.json> <dist> [package]`. With a package
 * (`@mantine/core`, `src/`), that package's rows are split by function. `WINDOW=1100-1950`: only
 * the samples between those milliseconds from the profile's start (what ran between two requests
 * of `bench:web`'s TIMELINE, say; the profile starts just before the page is opened).
 */
import { readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

type TFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type TNode = { id: number; callFrame: TFrame; children?: number[] };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

const [file, dist, focus] = process.argv.slice(2);
if (!file || !dist) throw new Error('usage: node scripts/profile-summary.ts <profile.json> <dist> [package]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as TProfile;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string) {
  const name = url.split('/').pop() ?? '';
  if (!maps.has(name)) {
    try {
      maps.set(name, new TraceMap(readFileSync(`${dist}/assets/${name}.map`, 'utf8')));
    } catch {
      maps.set(name, null);
    }
  }
  return maps.get(name) ?? null;
}

/** A frame's row: its package (or app module), split by function for the focused package. */
const rows = new Map<number, string>();
function rowOf(node: TNode): string {
  const known = rows.get(node.id);
  if (known) return known;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let row = functionName || '(anonymous)';
  const map = url ? mapOf(url) : null;
  if (map) {
    const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (position.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    const parts = source.split('/');
    const pkg = source.startsWith('src/') ? source : parts.slice(0, source.startsWith('@') ? 2 : 1).join('/');
    row =
      focus && pkg.startsWith(focus) ? `${source}:${position.line} ${position.name ?? functionName}` : pkg;
  } else if (url) {
    row = `${url.split('/').pop()} (no map)`;
  }
  rows.set(node.id, row);
  return row;
}

const own = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
const [from = 0, to = Number.POSITIVE_INFINITY] = (process.env.WINDOW ?? '')
  .split('-')
  .filter(Boolean)
  .map(Number);
let clock = 0;
profile.samples.forEach((id, index) => {
  clock += (profile.timeDeltas[index] ?? 0) / 1000;
  if (clock < from || clock > to) return;
  const micros = profile.timeDeltas[index + 1] ?? 0;
  const node = nodes.get(id);
  if (!node || node.callFrame.functionName === '(idle)') return;
  total += micros;
  const row = rowOf(node);
  own.set(row, (own.get(row) ?? 0) + micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const caller = nodes.get(at);
    if (!caller) break;
    const callerRow = rowOf(caller);
    if (seen.has(callerRow)) continue;
    seen.add(callerRow);
    inclusive.set(callerRow, (inclusive.get(callerRow) ?? 0) + micros);
  }
});

const print = (title: string, table: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [row, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    const ms = (micros / 1000).toFixed(1).padStart(8);
    console.log(`${ms} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${row}`);
  }
};
console.log(`busy: ${(total / 1000).toFixed(0)} ms (idle left out)`);
print('self', own);
print('inclusive', inclusive);
