import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const POPOVER_LAYER_ID = 'app-popovers';

/**
 * Where Mantine puts open menus, select lists and other popovers (`theme.ts` points its portals
 * here), so that they are inside a landmark like the rest of the page. It is at the end of the
 * document, not in a scroll box, so nothing clips them. Every mounted popover keeps an empty portal
 * node here; the layer is a named region (a landmark) only while one of them shows something, so a
 * screen reader's list of landmarks has no empty entry.
 */
export function PopoverLayer() {
  // Not suspending: the layer is there from the first render on, words or not.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const layer = useRef<HTMLElement>(null);
  const open = useSomethingShown(layer);
  return (
    <section ref={layer} id={POPOVER_LAYER_ID} aria-label={ready && open ? t('shell.popovers') : undefined} />
  );
}

/** Whether any portal node in the layer holds content (an open dropdown renders inside its portal). */
function useSomethingShown(layer: React.RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const update = () => setShown(element.querySelector(':scope > * > *') !== null);
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    update();
    return () => observer.disconnect();
  }, [layer]);
  return shown;
}

/** The layer, once it is in the document (else Mantine falls back to its own node in `<body>`). */
export function popoverLayer(): HTMLElement | undefined {
  return (typeof document === 'undefined' ? null : document.getElementById(POPOVER_LAYER_ID)) ?? undefined;
}
