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
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, scrolls] as const;
}
