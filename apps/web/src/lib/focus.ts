import { useEffect, useRef } from 'react';

/**
 * Where focus goes after an action (2.4.3): to where the user continues, never back to the top of
 * the page. The target may not be drawn yet (a new step, a row re-rendered in another team), so it
 * is looked for again on the next frames until it is there. A target that is not focusable by
 * itself (a heading) gets `tabIndex=-1`. Scrolled into view without hiding under the fixed header:
 * the header's height is kept free by `scroll-padding-top` (shell-layout.module.css).
 * `after` runs once the target has the focus, or once the wait for it is over.
 */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined,
  { frames = 30, waitMs = 0, after }: { frames?: number; waitMs?: number; after?: () => void } = {},
) {
  let left = frames;
  // A target on a screen still loading is waited for by time too: frames pass faster than chunks load.
  const until = Date.now() + waitMs;
  const attempt = () => {
    const element = find();
    if (element?.isConnected) {
      if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'nearest' });
      after?.();
      return;
    }
    if (--left > 0 || Date.now() < until) requestAnimationFrame(attempt);
    else after?.();
  };
  requestAnimationFrame(attempt);
}

/**
 * Focuses the element under `ref` each time `key` changes (not on the first render: a screen opened
 * by a link starts at its top, as the skip link expects). The wizard moves focus to the new step's
 * heading this way.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    focusWhenReady(() => ref.current);
  }, [key]);
  return ref;
}

/** Focus on the first field a refused form marks invalid, which reads its label and its error. */
export function focusFirstInvalid(form: HTMLElement | null | undefined) {
  if (!form) return;
  focusWhenReady(() => form.querySelector<HTMLElement>('[aria-invalid="true"]'));
}
