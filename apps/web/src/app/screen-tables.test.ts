import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../openings.ts';
import { PUBLIC_SCREENS } from './public-screens.ts';
import { SIGNED_IN_SCREENS } from './signed-in-screens.ts';

/**
 * The build reads the screens' tables as text to tell the server which chunks each address opens
 * with (`openings.ts`, ADR 0019): a screen written in a form it cannot read would open without its
 * preloads, a round trip or two slower on a phone, and no test of the page would notice.
 */
const read = (file: string) => screenModules(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
const paths = (table: Record<string, { path: string }>) =>
  Object.fromEntries(Object.entries(table).map(([key, screen]) => [key, screen.path]));

describe("the build's reading of the public screens", () => {
  const screens = read('public-screens.ts');

  it('finds every public screen, at its path', () => {
    expect(Object.fromEntries(screens.map((screen) => [screen.key, screen.path]))).toEqual(
      paths(PUBLIC_SCREENS),
    );
  });

  it("finds each screen's module, and none for /login (the entry holds it)", () => {
    expect(screens.filter((screen) => !screen.module).map((screen) => screen.key)).toEqual(['login']);
    for (const screen of screens.filter((s) => s.module))
      expect(screen.module, screen.key).toMatch(/^\.\.\/features\/[\w-]+\/pages\/[\w-]+\.tsx$/);
  });
});

describe("the build's reading of the signed-in screens", () => {
  const screens = read('signed-in-screens.ts');

  it('finds every signed-in screen, at its path', () => {
    expect(Object.fromEntries(screens.map((screen) => [screen.key, screen.path]))).toEqual(
      paths(SIGNED_IN_SCREENS),
    );
  });

  it("finds each screen's module", () => {
    for (const screen of screens) expect(screen.module, screen.key).toMatch(/^\.\.?\/[\w/-]+\.tsx$/);
  });
});
