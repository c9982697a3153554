import { type ReactNode, useDeferredValue } from 'react';

/**
 * What a screen shows below or beside its first view, drawn in a render of its own just after the
 * first one. The first commit then holds only what the eye meets first, so it paints sooner (the
 * largest paint); and this part's render is a deferred one, which React splits into slices with the
 * browser free between them to paint and answer a tap (no long task: Lighthouse's blocking time).
 * Put it below or beside what is drawn first, never above: appearing, it must push nothing.
 * Until it is drawn, an empty hidden mark stands in its place, for whoever needs the screen whole
 * (the browser tests' accessibility check waits for none to be left).
 */
export function DrawnNext({ children }: { children: ReactNode }) {
  // React 19: `false` for the first render, then `true` in a deferred render of its own.
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <span data-drawn-next hidden />;
}
