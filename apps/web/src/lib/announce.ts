/**
 * Announcing results (4.1.3): the one way to tell a screen reader what an action did when nothing
 * it reads moves there (a row moved, a list reordered, a form refused). Two live regions, polite and
 * urgent, are put in the document once, before any message: a region added together with its text
 * is not read by every screen reader. Toasts (`lib/notify.ts`) are for what sighted users should see
 * too; this is for what they see already.
 */
const REGION_IDS = { polite: 'app-announcer-polite', assertive: 'app-announcer-assertive' } as const;
// A message stays long enough to be read again with the virtual cursor, then goes: a stale
// "moved to Team B" at the end of the page would mislead.
const KEEP_MS = 7000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function region(kind: keyof typeof REGION_IDS): HTMLElement {
  const existing = document.getElementById(REGION_IDS[kind]);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = REGION_IDS[kind];
  element.setAttribute('aria-live', kind);
  element.setAttribute('aria-atomic', 'true');
  // Visually hidden, as Mantine's VisuallyHidden: read, not seen.
  element.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  document.body.append(element);
  return element;
}

/** Puts both regions in the document; called once at start, so they exist before the first message. */
export function mountAnnouncer() {
  region('polite');
  region('assertive');
}

/**
 * Says `message` to screen readers; `urgent` interrupts (errors), else it waits for a pause.
 * The region is emptied first and filled on the next task, so the same words twice are read twice.
 */
export function announce(message: string, { urgent = false }: { urgent?: boolean } = {}) {
  const element = region(urgent ? 'assertive' : 'polite');
  element.textContent = '';
  clearTimeout(clearTimer);
  setTimeout(() => {
    element.textContent = message;
    clearTimer = setTimeout(() => {
      element.textContent = '';
    }, KEEP_MS);
  }, 50);
}
