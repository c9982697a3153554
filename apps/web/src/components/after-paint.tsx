import {
  type ComponentType,
  createElement,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { afterFirstPaint } from '../lib/opening.ts';

/** What can be tabbed to or clicked in a part (the stand-in's and the part's, in the same order). */
const CONTROLS = 'a[href], button';

/** The longest a part waits for the browser to be idle (a page that keeps it busy). */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `callback` once the browser has nothing else to do (the screen's own renders, what it draws
 * next, done), or after `IDLE_WAIT_MS`; after a moment where it has no idle callbacks (Safari).
 */
function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
  else setTimeout(callback, 0);
}

/** A control's place among the part's controls (-1: none of them). */
const placeOf = (box: HTMLElement | null, element: EventTarget | Element | null) =>
  box ? [...box.querySelectorAll(CONTROLS)].findIndex((control) => control.contains(element as Node)) : -1;

type THandOver = { focus: number; tap: number };

/**
 * Around the stand-in: as it leaves the page (React runs this cleanup before it takes the stand-in's
 * elements out), notes which of its controls has the focus, for the part to give it back.
 */
function Standing({
  box,
  handOver,
  children,
}: {
  box: RefObject<HTMLElement | null>;
  handOver: RefObject<THandOver>;
  children: ReactNode;
}) {
  useLayoutEffect(
    () => () => {
      handOver.current.focus = placeOf(box.current, document.activeElement);
    },
    [box, handOver],
  );
  return children;
}

/**
 * A part whose code loads once the page has first painted and the browser is idle (the shell's
 * menus: their popovers' code, Floating UI and the focus trap, is 23 KB that a phone fetched
 * before the player's home first painted). Until it is here `StandIn` shows in its place: the same
 * controls, looking the same, taking the same props, without what opens from them. Its code
 * arrived, the part replaces it; a control that had the focus has it again in the part, and one
 * tapped meanwhile (which starts the loading at once) is tapped again in the part, so a quick tap
 * opens the menu anyway. The two are wrapped in a `display: contents` span, invisible to the
 * layout and the landmarks.
 */
export function afterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P>,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Once; a failed load is asked for again the next time.
  const start = () =>
    (loading ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function AfterPaint(props: P) {
    const [Part, setPart] = useState(() => loaded);
    const box = useRef<HTMLSpanElement>(null);
    // The control to give the focus to, and the one to tap, once the part is here (their places).
    const handOver = useRef<THandOver>({ focus: -1, tap: -1 });

    const show = useCallback(
      () =>
        void start().then(
          (part) => {
            // A transition: the swap joins the screen's own deferred renders (what it draws next)
            // instead of interrupting them, which made React start those again.
            startTransition(() => setPart(() => part));
          },
          // Not loaded (no signal, and no cached copy): the stand-in stays; a tap asks again.
          () => undefined,
        ),
      [],
    );

    useEffect(() => {
      if (!loaded) afterFirstPaint(() => whenIdle(show));
    }, [show]);

    useEffect(() => {
      if (!Part) return;
      const controls = box.current?.querySelectorAll<HTMLElement>(CONTROLS);
      const { focus, tap } = handOver.current;
      if (focus >= 0) controls?.[focus]?.focus();
      if (tap >= 0) controls?.[tap]?.click();
      handOver.current = { focus: -1, tap: -1 };
    }, [Part]);

    const tapped = (event: MouseEvent) => {
      handOver.current.tap = placeOf(box.current, event.target);
      show();
    };

    return (
      <span ref={box} style={{ display: 'contents' }} onClickCapture={Part ? undefined : tapped}>
        {Part ? (
          createElement(Part, props)
        ) : (
          <Standing box={box} handOver={handOver}>
            {createElement(StandIn, props)}
          </Standing>
        )}
      </span>
    );
  }
  return AfterPaint;
}
