import { matchPath, type PathMatch } from 'react-router';

/**
 * react-router's `matchPath`, after a look at the pattern's fixed start (what comes before its first
 * `:param` or `*`). `matchPath` builds a regular expression on every call, and the app asks about
 * every screen's pattern as it opens: some 35 ms of a slow phone's first paint went to that.
 * Matching ignores case, as `matchPath` does by default.
 */
export function matchesPath(pattern: string, pathname: string): PathMatch | null {
  // Without its last slash: an optional last parameter may be left out with it (`/play/:id?` at `/play`).
  const fixed = (pattern.split(/[:*]/, 1)[0] ?? '').replace(/\/$/, '');
  if (!pathname.toLowerCase().startsWith(fixed.toLowerCase())) return null;
  return matchPath(pattern, pathname);
}
