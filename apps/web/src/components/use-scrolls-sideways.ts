import { useEffect, useState } from 'react';

/**
 * Whether an element is narrower than its content, so that it scrolls sideways; measured again
 * whenever the element or its first child (the content) changes size. Pass the returned callback
 * as the element's `ref`.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () => setScrolls(node.scrollWidth > node.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // No measure of our own here: reading the widths now would force the browser to lay out the
    // whole page before it is done rendering (about 100 ms on a phone's CPU on a list's first
    // load). The observer reports each element once after the browser's own layout anyway.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, scrolls] as const;
}
