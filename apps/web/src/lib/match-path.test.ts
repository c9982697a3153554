import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesPath } from './match-path.ts';
import { paths } from './paths.ts';

/** Every pattern the app owns. */
function patternsOf(node: object): string[] {
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') return [path];
  return Object.values(node).flatMap((child) =>
    child && typeof child === 'object' ? patternsOf(child) : [],
  );
}

const PATHNAMES = [
  '/',
  '/login',
  '/users/user-list',
  '/users/user-list/',
  '/USERS/User-List',
  '/users/user-configuration/0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  '/games/game-edit/0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  '/games/game-edit',
  '/games/game-edit/a/b',
  '/play/0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c',
  // Patterns whose last parameter is optional (`/play/:id?`), without it.
  '/play',
  '/games/review',
  '/leaderboard/E8rW_e9T-whprgm6BP1Q-g',
  '/E8rW_e9T-whprgm6BP1Q-g',
  '/access-control',
  '/no/such/screen',
];

describe('matchesPath', () => {
  it("answers as react-router's matchPath for every pattern of the app and many addresses", () => {
    const patterns = patternsOf(paths);
    expect(patterns.length).toBeGreaterThan(50);
    for (const pattern of [...patterns, '*', '/:publicId']) {
      for (const pathname of PATHNAMES) {
        expect(matchesPath(pattern, pathname), `${pattern} at ${pathname}`).toEqual(
          matchPath(pattern, pathname),
        );
      }
    }
  });
});
