import { matchesPath } from './match-path.ts';
import { paths } from './paths.ts';

/** Every route pattern the app owns (`paths`), but the public game page's `/{publicId}`. */
function ownedPatterns(node: object): string[] {
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') return path === paths.publicGame.path ? [] : [path];
  return Object.values(node).flatMap((child) =>
    child && typeof child === 'object' ? ownedPatterns(child) : [],
  );
}
const OWNED = ownedPatterns(paths);
/** The shape of a public id (contracts' `ZPublicIdParams`, not imported: /login ships without zod). */
const PUBLIC_ID_PATH = /^\/[\w-]{16,64}\/?$/;

/**
 * Whether a path is a game's public page (`/{publicId}`): the page answers one-segment paths, which
 * would outrank the signed-in screens' catch-all, so it takes only id-shaped paths no screen owns
 * (`/access-control`, `/play` stay theirs).
 */
export function isPublicGamePath(pathname: string) {
  return PUBLIC_ID_PATH.test(pathname) && !OWNED.some((pattern) => matchesPath(pattern, pathname));
}
