import { useTranslation } from 'react-i18next';

export const POPOVER_LAYER_ID = 'app-popovers';

/**
 * Where Mantine puts open menus, select lists and other popovers (`theme.ts` points its portals
 * here): a named region, so that they are inside a landmark like the rest of the page. It is at
 * the top of the document, not in a scroll box, so nothing clips them.
 */
export function PopoverLayer() {
  // Not suspending: the layer is there from the first render on, words or not.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  // A section with a name is a region landmark.
  return <section id={POPOVER_LAYER_ID} aria-label={ready ? t('shell.popovers') : undefined} />;
}

/** The layer, once it is in the document (else Mantine falls back to its own node in `<body>`). */
export function popoverLayer(): HTMLElement | undefined {
  return (typeof document === 'undefined' ? null : document.getElementById(POPOVER_LAYER_ID)) ?? undefined;
}
