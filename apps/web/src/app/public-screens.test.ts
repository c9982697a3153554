import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicScreenModules } from '../../openings.ts';
import { PUBLIC_SCREENS } from './public-screens.ts';

/**
 * The build reads the public screens' table as text to tell the server which chunks each address
 * opens with (`openings.ts`, ADR 0019): a screen written in a form it cannot read would open
 * without its preloads, a round trip slower on a phone, and no test of the page would notice.
 */
describe("the build's reading of the public screens", () => {
  const read = publicScreenModules(readFileSync(path.join(import.meta.dirname, 'public-screens.ts'), 'utf8'));

  it('finds every public screen, at its path', () => {
    expect(Object.fromEntries(read.map((screen) => [screen.key, screen.path]))).toEqual(
      Object.fromEntries(Object.entries(PUBLIC_SCREENS).map(([key, screen]) => [key, screen.path])),
    );
  });

  it("finds each screen's module, and none for /login (the entry holds it)", () => {
    const withoutCode = read.filter((screen) => !screen.module).map((screen) => screen.key);
    expect(withoutCode).toEqual(['login']);
    for (const screen of read.filter((s) => s.module))
      expect(screen.module, screen.key).toMatch(/^\.\.\/features\/[\w-]+\/pages\/[\w-]+\.tsx$/);
  });
});
