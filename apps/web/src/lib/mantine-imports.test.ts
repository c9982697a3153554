import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineComponentStyles, mantineDirectImports } from '../../mantine-imports.ts';

/** The build's rewrite of Mantine's core imports (issue 28: the `public` chunk by what public pages use). */
const rewrite = (code: string, id = '/app/apps/web/src/x.tsx') => {
  const plugin = mantineDirectImports();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform.call(plugin, code, id)?.code ?? null;
};

describe('Mantine imports by their own modules', () => {
  it('imports each component from the module that defines it, under the name the code uses', () => {
    const code = rewrite("import { Card, Group as Row, type MantineSize } from '@mantine/core';\nCard; Row;");
    expect(code).toMatch(
      /import \{ Card as Card \} from ".*@mantine\/core\/esm\/components\/Card\/Card\.mjs";/,
    );
    expect(code).toMatch(
      /import \{ Group as Row \} from ".*@mantine\/core\/esm\/components\/Group\/Group\.mjs";/,
    );
    // Types are erased; nothing is left importing the index.
    expect(code).not.toContain("'@mantine/core'");
  });

  it('keeps a name the index takes from another package as that package, and renamed exports by their own name', () => {
    const code = rewrite('import { RemoveScroll, MANTINE_TRANSITIONS } from "@mantine/core";');
    expect(code).toContain('import { RemoveScroll as RemoveScroll } from "react-remove-scroll";');
    expect(code).toMatch(/import \{ transitions as MANTINE_TRANSITIONS \} from ".*transitions\.mjs";/);
  });

  it("rewrites Mantine's other packages, and leaves type-only imports and the core's own modules alone", () => {
    const notifications = '/app/node_modules/@mantine/notifications/esm/Notifications.mjs';
    expect(rewrite('import { Box } from "@mantine/core";', notifications)).toContain('core/Box/Box.mjs');
    expect(rewrite("import type { MantineSize } from '@mantine/core';")).toBeNull();
    expect(
      rewrite('import { Box } from "@mantine/core";', '/app/node_modules/@mantine/core/esm/x.mjs'),
    ).toBeNull();
  });
});

describe("Mantine's hooks and notifications, and Tabler's icons, by their own modules", () => {
  it('imports each hook and each icon from its own module', () => {
    const code = rewrite(
      "import { useDisclosure } from '@mantine/hooks';\nimport { IconAlertCircle as Alert, IconX } from '@tabler/icons-react';",
    );
    expect(code).toMatch(
      /import \{ useDisclosure as useDisclosure \} from ".*hooks\/esm\/use-disclosure\/use-disclosure\.mjs";/,
    );
    expect(code).toMatch(
      /import \{ default as Alert \} from ".*icons-react\/dist\/esm\/icons\/IconAlertCircle\.mjs";/,
    );
    expect(code).toMatch(/import \{ default as IconX \} from ".*\/icons\/IconX\.mjs";/);
    expect(code).not.toContain("'@tabler/icons-react'");
  });

  it("rewrites the core's imports of its hooks, and the notifications' store apart from their component", () => {
    const core = '/app/node_modules/@mantine/core/esm/components/Popover/Popover.mjs';
    expect(rewrite('import { useId } from "@mantine/hooks";', core)).toMatch(
      /hooks\/esm\/use-id\/use-id\.mjs/,
    );
    expect(rewrite("import { notifications } from '@mantine/notifications';")).toMatch(
      /import \{ notifications as notifications \} from ".*notifications\.store\.mjs";/,
    );
  });
});

describe("the scroll area's one hook from Floating UI", () => {
  it("takes it from the app's own module, and leaves the popovers' imports of Floating UI alone", () => {
    const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
    expect(rewrite('import { useMergeRefs } from "@floating-ui/react";', scrollArea)).toMatch(
      /import \{ useMergeRefs as useMergeRefs \} from ".*src\/lib\/merge-refs\.ts";/,
    );
    const popover = '/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs';
    expect(rewrite('import { offset, useFloating } from "@floating-ui/react";', popover)).toBeNull();
  });
});

/** The build's (or the development server's) hook, as the bundler calls it on a module. */
const withStyles = (id: string, command: 'build' | 'serve' = 'build') => {
  const plugin = mantineComponentStyles();
  (plugin.configResolved as (config: { command: string }) => void).call(plugin, { command });
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform.call(plugin, 'export default {};', id)?.code ?? null;
};

describe("Mantine's styles with each component", () => {
  // The package's index is `esm/index.mjs`.
  const core = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@mantine/core'))), '..');

  it("has a stylesheet for every module of class names in Mantine's core (a renamed one would draw unstyled)", () => {
    const modules = readdirSync(path.join(core, 'esm'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.module.mjs'),
    );
    expect(modules.length).toBeGreaterThan(50);
    for (const file of modules) {
      const imported = /import '(@mantine\/core\/styles\/[\w-]+\.layer\.css)'/.exec(
        withStyles(path.join(core, 'esm', file)) ?? '',
      )?.[1];
      expect(imported, file).toBeDefined();
      expect(existsSync(path.join(core, (imported ?? '').slice('@mantine/core/'.length))), file).toBe(true);
    }
  });

  it("imports a component's stylesheet into the module of its class names, and nothing elsewhere", () => {
    const card = '/app/node_modules/@mantine/core/esm/components/Card/Card.module.mjs';
    expect(withStyles(card)).toMatch(/^import '@mantine\/core\/styles\/Card\.layer\.css';\n/);
    const inline = '/app/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs';
    expect(withStyles(inline)).toMatch(/^import '@mantine\/core\/styles\/InlineInput\.layer\.css';/);
    expect(withStyles('/app/node_modules/@mantine/core/esm/components/Card/Card.mjs')).toBeNull();
    expect(withStyles('/app/apps/web/src/components/x.module.css')).toBeNull();
    expect(withStyles('/app/apps/web/src/main.tsx')).toBeNull();
  });

  it('gives the development server, which reads Mantine prebundled, the whole stylesheet from the entry', () => {
    expect(withStyles('/app/apps/web/src/main.tsx', 'serve')).toMatch(
      /^import '@mantine\/core\/styles\.layer\.css';/,
    );
    expect(
      withStyles('/app/node_modules/@mantine/core/esm/components/Card/Card.module.mjs', 'serve'),
    ).toBeNull();
  });
});
