import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type TExports = Map<string, { file: string; name: string }>;

/**
 * Each name a Mantine package (its core, its hooks) exports, and the module it comes from (its
 * index's own imports: `import { Card } from "./components/Card/Card.mjs";`, and
 * `export { transitions as X }`).
 */
function mantineExports(pkg: string): TExports {
  const index = fileURLToPath(import.meta.resolve(pkg));
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

/** Tabler's icons: each its own module, `dist/esm/icons/IconX.mjs`, the default export. */
function iconExports(): TExports {
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('@tabler/icons-react'))),
    '../esm/icons',
  );
  const exported: TExports = new Map();
  for (const file of readdirSync(dir)) {
    if (file.startsWith('Icon') && file.endsWith('.mjs')) {
      exported.set(file.slice(0, -4), { file: path.join(dir, file), name: 'default' });
    }
  }
  return exported;
}

const APP = /[\\/]src[\\/].*\.[jt]sx?$/;
/** The packages whose index is read, and the modules whose imports of it are rewritten. */
const PACKAGES: { pkg: string; importers: RegExp; exports: () => TExports }[] = [
  // The app, and Mantine's other packages (notifications, dates, charts...), which import the core's index too.
  {
    pkg: '@mantine/core',
    importers: /[\\/]src[\\/].*\.[jt]sx?$|node_modules[\\/]@mantine[\\/](?!core[\\/]).*\.mjs$/,
    exports: () => mantineExports('@mantine/core'),
  },
  // Mantine's core imports its hooks' index as well.
  {
    pkg: '@mantine/hooks',
    importers: /[\\/]src[\\/].*\.[jt]sx?$|node_modules[\\/]@mantine[\\/](?!hooks[\\/]).*\.mjs$/,
    exports: () => mantineExports('@mantine/hooks'),
  },
  // The toaster reads the notifications' store only: through the index it seemed to import the
  // notifications' component (lazy, `notifications-container.tsx`) and the Mantine parts it uses.
  { pkg: '@mantine/notifications', importers: APP, exports: () => mantineExports('@mantine/notifications') },
  { pkg: '@tabler/icons-react', importers: APP, exports: iconExports },
  // The scroll area (every table) takes one hook from Floating UI; the rest of Floating UI is for
  // menus, popovers and select lists, which a public page does not draw (src/lib/merge-refs.ts).
  {
    pkg: '@floating-ui/react',
    importers: /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    exports: () =>
      new Map([
        [
          'useMergeRefs',
          // Root-relative: the bundler reads it from the app's root (apps/web).
          { file: '/src/lib/merge-refs.ts', name: 'useMergeRefs' },
        ],
      ]),
  },
];
const escaped = (pkg: string) => pkg.replace(/[/]/g, '\\/');

/**
 * The app's named imports from `@mantine/core` rewritten, at build, to the modules that define
 * them (issue 28). The chunk groups of `vite.config.ts` decide by who imports a module; through
 * Mantine's index every screen importing any component seemed to import all of them, so the
 * `public` chunk (what a page open without signing in needs) held every component any screen
 * uses; Mantine's other packages import that index too, and are rewritten alike. The same modules,
 * the same instances (the index imports these files): only the graph the groups read changes.
 * Names the index does not list (types) stay as they were. Mantine's hooks and notifications, and
 * Tabler's icons, likewise: through their index, /login's page (the `login` chunk) seemed to
 * import every hook and every icon any screen uses.
 */
export function mantineDirectImports(): Plugin {
  const known = new Map<string, TExports>();
  return {
    name: 'rally:mantine-direct-imports',
    apply: 'build',
    transform(code, id) {
      let result = code;
      for (const { pkg, importers, exports } of PACKAGES) {
        if (!importers.test(id) || !result.includes(pkg)) continue;
        const table = known.get(pkg) ?? exports();
        known.set(pkg, table);
        result = rewriteImports(result, pkg, table);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

/** `code` with its named imports from `pkg` taken from the modules `table` names. */
function rewriteImports(code: string, pkg: string, table: TExports): string {
  const imports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escaped(pkg)}['"];?`, 'g');
  return code.replace(imports, (whole, names: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const spec of names.split(',').map((s) => s.trim())) {
      if (!spec) continue;
      if (spec.startsWith('type ')) continue; // erased by the compiler anyway
      const [name = '', as = name] = spec.split(/\s+as\s+/);
      const from = table.get(name);
      if (from) direct.push(`import { ${from.name} as ${as} } from ${JSON.stringify(from.file)};`);
      else kept.push(spec);
    }
    if (direct.length === 0) return whole;
    return [...direct, ...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : [])].join('\n');
  });
}

/** A core component's class names (`components/Card/Card.module.mjs`, `utils/InlineInput/...`), built from `styles/Card.css`. */
const COMPONENT_CLASSES =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:[\w-]+[\\/])*([\w-]+)\.module\.mjs$/;
const ENTRY = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * Each Mantine component's styles come with the component (issue 28): at build, the module of its
 * class names imports its stylesheet (`Card.module.mjs` → `styles/Card.layer.css`, one for one in
 * Mantine's files), so a chunk carries the styles of the components its code draws, and a screen
 * loads no stylesheet for components it never draws. The whole of Mantine's styles was 263 KB
 * (38 compressed), loaded with the signed-in shell before the player's home could paint; and the
 * public screens' list of stylesheets was kept by hand, a component forgotten there drawn
 * unstyled. The order is the modules' (a component's parts before it), Mantine's own. The
 * development server reads Mantine prebundled, past this hook: it loads the whole file instead.
 */
export function mantineComponentStyles(): Plugin {
  let building = true;
  return {
    name: 'rally:mantine-component-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      if (building) {
        const component = COMPONENT_CLASSES.exec(id)?.[1];
        if (!component) return null;
        return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
      }
      if (!ENTRY.test(id)) return null;
      return { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null };
    },
  };
}
