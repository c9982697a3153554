import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';

type Props = {
  children: ReactNode;
  /**
   * From this width on the part stands beside what is drawn first, in the first view: there it is
   * drawn with it (deferred, it became the largest paint itself, later).
   */
  besideFrom?: MantineBreakpoint;
  /**
   * In which render after the first the part is drawn: 1 (the default) just after it, 2 once the
   * first's parts are on the page, and so on. A long screen's later parts drawn in a render of
   * their own: the browser then lays out and paints each lot in a task of its own, where all of
   * them at once were one long task (the home's cards: 400 ms of a phone's main thread at 4x CPU).
   */
  step?: number;
};

/**
 * What a screen shows below its first view, drawn in a render of its own just after the first
 * one. The first commit then holds only what the eye meets first, so it paints sooner (the largest
 * paint); and this part's render is a deferred one, which React splits into slices with the
 * browser free between them to paint and answer a tap (no long task: Lighthouse's blocking time).
 * Put it below what is drawn first, never above: appearing, it must push nothing.
 * Until it is drawn, an empty hidden mark stands in its place, for whoever needs the screen whole
 * (the browser tests' accessibility check waits for none to be left).
 */
export function DrawnNext({ children, besideFrom, step = 1 }: Props) {
  const breakpoints = useMantineTheme().breakpoints;
  const beside = useMediaQuery(besideFrom ? `(min-width: ${breakpoints[besideFrom]})` : 'not all');
  // React 19: `false` for the first render, then `true` in a deferred render of its own.
  const first = useDeferredValue(true, false);
  // The steps after it: each a transition started once the step before has committed (its
  // effects run after the commit), so each is a render, and a commit, of its own. The parts of
  // one step start theirs in the same effects' pass: React draws them together.
  const [reached, setReached] = useState(1);
  useEffect(() => {
    if (first && reached < step) startTransition(() => setReached(reached + 1));
  }, [first, reached, step]);
  return (first && reached >= step) || beside ? children : <span data-drawn-next hidden />;
}
