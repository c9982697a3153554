import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';

type Props = {
  children: ReactNode;
  /**
   * From this width on the part stands beside what is drawn first, in the first view: there it is
   * drawn with it (deferred, it became the largest paint itself, later).
   */
  besideFrom?: MantineBreakpoint;
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
export function DrawnNext({ children, besideFrom }: Props) {
  const breakpoints = useMantineTheme().breakpoints;
  const beside = useMediaQuery(besideFrom ? `(min-width: ${breakpoints[besideFrom]})` : 'not all');
  // React 19: `false` for the first render, then `true` in a deferred render of its own.
  const drawn = useDeferredValue(true, false);
  return drawn || beside ? children : <span data-drawn-next hidden />;
}
