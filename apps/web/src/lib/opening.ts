import { SCREEN_LOAD_TIMEOUT_MS } from '@rally/contracts/constants';
import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * The code the app opens on (the screen at the address, the shell around it) starts loading before
 * the first render (ADR 0019); the first render waits for it (`main.tsx`). React commits a lazy
 * component's fallback first even when its code arrives a moment later, and then holds the screen
 * back until the fallback has shown for 300 ms: on a signed-out screen that was a sixth of the time
 * to its largest paint, spent idle.
 */
const opening = new Set<Promise<unknown>>();

/** Marks a load as part of what the app opens on: the first render waits for it. */
export function loadsOnOpening(promise: Promise<unknown>) {
  opening.add(promise);
  void promise.then(
    () => opening.delete(promise),
    () => opening.delete(promise),
  );
}

/** Settles once every load marked, and every load those marked as their code ran, has settled. */
export async function openingLoaded() {
  while (opening.size > 0) await Promise.allSettled([...opening]);
}

/** How long `afterFirstPaint` waits for a contentful paint at most (a page that paints none). */
const FIRST_PAINT_WAIT_MS = 10_000;

/**
 * Runs `callback` once the page has first painted content (the browser's first-contentful-paint
 * entry), for what the first paint does not need: its requests then never compete with the
 * paint's. Where the browser reports no paint timing, after the next frame.
 */
export function afterFirstPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setTimeout(callback, 0);
  };
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(run);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    run();
  }, FIRST_PAINT_WAIT_MS);
}

/** `load` run at most once: the early start and the component share one promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

/**
 * React's `lazy`, except that a component whose code is already here renders at once instead of
 * suspending (and showing its fallback) first. `load` starts the loading early. A failed load
 * still reaches the error boundary through `lazy`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const start = once(() =>
    inTime(load(), SCREEN_LOAD_TIMEOUT_MS).then((component) => {
      loaded = component;
      return component;
    }),
  );
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Type, props);
  }
  return { Component: Preloaded, load: start };
}

/** Code that never arrives (a stalled connection) fails after `ms`, as a failed load does, instead of spinning. */
export function inTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** What a screen's `openingData` knows of where it opens: the address's parameters and search. */
export type TOpeningContext = { params: Record<string, string | undefined>; search: URLSearchParams };

/**
 * A screen component may ask for its data itself when the app opens on it: its queries then run
 * beside the rest of the opening code, and its first render has them, instead of showing a loading
 * state and rendering again once they answer after the first commit (ADR 0019). Its own hooks
 * read the same queries, so nothing is asked twice.
 */
export type TOpensWithData = { openingData?: (context: TOpeningContext) => Promise<unknown> };

/**
 * How long the first render waits for the opening screen's data. On a slow answer the screen
 * shows its loading state as any later visit does, and the data fills it in when it comes.
 */
export const OPENING_DATA_WAIT_MS = 400;

/** Data the first render waits for: settles when it comes or fails, or at the wait's end. */
export function openingData(data: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    data.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, OPENING_DATA_WAIT_MS)),
  ]);
}

/** Asks for the data `component` opens with, if it names any; settles by the wait's end. */
export function openingDataOf(component: unknown, context: TOpeningContext): Promise<unknown> {
  const ask = (component as TOpensWithData).openingData;
  return ask ? openingData(ask(context)) : Promise.resolve();
}
