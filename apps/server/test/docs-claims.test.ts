import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs cannot drift: every file path and every code identifier a document names in backticks
 * exists. A backticked name is a claim that it is there now; a name that is gone (in a decision's
 * history, say) is written without backticks. Code blocks are examples and are not checked.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'migrations', 'test-results', 'playwright-report']);

/** Names of libraries and of Node itself that docs explain; each is checked in its package. */
const LIBRARY_NAMES: Record<string, string | null> = {
  customResultMapper: 'drizzle-orm',
  FALLBACK_THROTTLE_MS: 'react-dom',
  isRTL: '@floating-ui/dom',
  strictExecutionOrder: 'rolldown',
  // Node's own string encoder, as a CPU profile names it: in the node binary, not in a package.
  writeUtf8String: null,
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const hidden = name.startsWith('.') && name !== '.ci';
    if (SKIP.has(name) || hidden) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(ROOT, path)];
  });
}

const files = walk(ROOT);
const folders = new Set(
  files.flatMap((file) => {
    const out: string[] = [];
    for (let d = dirname(file); d !== '.'; d = dirname(d)) out.push(d);
    return out;
  }),
);
const source = files
  .filter((f) => /\.(ts|tsx|json|css|sh|ya?ml)$/.test(f) || f.startsWith('.ci/'))
  .map((f) => readFileSync(join(ROOT, f), 'utf8'))
  .join('\n');
const docs = files.filter((f) => f.endsWith('.md'));

const PATH = /^[\w.@-]+(\/[\w.@-]+)*\.(ts|tsx|md|json|css|sh|ya?ml)$|^[\w.@-]+(\/[\w.@-]+)+\/$/;
const IDENTIFIER = /^([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(\(\))?$/;

/** A path is found from the root, from its document's folder, or as the end of a longer path. */
const pathExists = (doc: string, path: string) =>
  existsSync(join(ROOT, path)) ||
  existsSync(join(ROOT, dirname(doc), path)) ||
  files.some((f) => f.endsWith(`/${path}`)) ||
  [...folders].some((d) => d === path.replace(/\/$/, '') || d.endsWith(`/${path.replace(/\/$/, '')}`));

function libraryHas(name: string, pkg: string | null): boolean {
  if (pkg === null) return true;
  const dir = join(ROOT, 'node_modules', pkg);
  const search = (d: string): boolean =>
    readdirSync(d).some((n) => {
      const p = join(d, n);
      if (statSync(p).isDirectory()) return n !== 'node_modules' && search(p);
      return /\.(c|m)?js$|\.d\.(c|m)?ts$/.test(n) && readFileSync(p, 'utf8').includes(name);
    });
  return existsSync(dir) && search(dir);
}

function claims(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] ?? '').trim());
}

describe('the docs', () => {
  it('are found (README, docs/, decisions, the web guide)', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it.each(docs)('%s names only files and identifiers that exist', (doc) => {
    const missing: string[] = [];
    for (const claim of claims(doc)) {
      const path = claim.replace(/[:#].*$/, '');
      if (PATH.test(path) && !/[<>*{}]/.test(path)) {
        if (!pathExists(doc, path)) missing.push(`path ${claim}`);
      } else if (IDENTIFIER.test(claim)) {
        const name = claim.replace(/\(\)$/, '');
        const known =
          name in LIBRARY_NAMES
            ? libraryHas(name, LIBRARY_NAMES[name] ?? null)
            : new RegExp(`\\b${name}\\b`).test(source);
        if (!known) missing.push(`identifier ${claim}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
