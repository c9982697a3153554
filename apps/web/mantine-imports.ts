import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Each name Mantine's core exports, and the module it comes from (its index's own imports:
 * `import { Card } from "./components/Card/Card.mjs";`, and `export { transitions as X }`).
 */
function mantineExports(): Map<string, { file: string; name: string }> {
  const index = fileURLToPath(import.meta.resolve('@mantine/core'));
  const source = readFileSync(index, 'utf8');
  const local = new Map<string, { file: string; name: string }>();
  for (const [, names = '', from = ''] of source.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    // A relative path is a file of its own; a package (react-remove-scroll) stays a package.
    const file = from.startsWith('.') ? path.resolve(path.dirname(index), from) : from;
    for (const spec of names.split(',')) {
      const [imported = '', as = imported] = spec.trim().split(/\s+as\s+/);
      if (imported) local.set(as, { file, name: imported });
    }
  }
  const exported = new Map<string, { file: string; name: string }>();
  const list = /^export \{([^}]*)\};?$/m.exec(source)?.[1] ?? '';
  for (const spec of list.split(',')) {
    const [name = '', as = name] = spec.trim().split(/\s+as\s+/);
    const from = local.get(name);
    if (from) exported.set(as, from);
  }
  return exported;
}

/** The app's modules, and Mantine's other packages (notifications, dates, charts...), which import its core's index too. */
const APP_OR_MANTINE = /[\\/]src[\\/].*\.[jt]sx?$|node_modules[\\/]@mantine[\\/](?!core[\\/]).*\.mjs$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"];?/g;

/**
 * The app's named imports from `@mantine/core` rewritten, at build, to the modules that define
 * them (issue 28). The chunk groups of `vite.config.ts` decide by who imports a module; through
 * Mantine's index every screen importing any component seemed to import all of them, so the
 * `public` chunk (what a page open without signing in needs) held every component any screen
 * uses; Mantine's other packages import that index too, and are rewritten alike. The same modules, the same instances (the index imports these files): only the graph the
 * groups read changes. Names the index does not list (types) stay as they were.
 */
export function mantineDirectImports(): Plugin {
  let exports: ReturnType<typeof mantineExports> | undefined;
  return {
    name: 'rally:mantine-direct-imports',
    apply: 'build',
    transform(code, id) {
      if (!APP_OR_MANTINE.test(id) || !code.includes('@mantine/core')) return null;
      exports ??= mantineExports();
      const known = exports;
      let changed = false;
      const result = code.replace(IMPORT, (whole, names: string) => {
        const direct: string[] = [];
        const kept: string[] = [];
        for (const spec of names.split(',').map((s) => s.trim())) {
          if (!spec) continue;
          if (spec.startsWith('type ')) continue; // erased by the compiler anyway
          const [name = '', as = name] = spec.split(/\s+as\s+/);
          const from = known.get(name);
          if (from) direct.push(`import { ${from.name} as ${as} } from ${JSON.stringify(from.file)};`);
          else kept.push(spec);
        }
        if (direct.length === 0) return whole;
        changed = true;
        return [
          ...direct,
          ...(kept.length ? [`import { ${kept.join(', ')} } from '@mantine/core';`] : []),
        ].join('\n');
      });
      return changed ? { code: result, map: null } : null;
    },
  };
}
