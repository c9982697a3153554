import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStillWaiting } from '../lib/cards-loading.ts';
import { ErrorAlert } from './error-alert.tsx';
import { LoadingScreen } from './loading-screen.tsx';

type Props<T> = { query: UseQueryResult<T>; children: (data: T) => ReactNode };

/**
 * A screen's record as it is read: loading, the reason it failed, or what the screen shows of it.
 * A record that answers after the first render is drawn in a deferred render, which React splits
 * into slices (`useStillWaiting`): drawn on its answer, the game view's content was a task of
 * 130-200 ms at 4× CPU on a phone-sized screen (`bench:tasks`), all of it blocking time.
 */
export function WhenLoaded<T>({ query, children }: Props<T>) {
  // The same wait as `useDrawnRecord`'s: the header and the content turn in one commit.
  const waiting = useStillWaiting(query.isPending);
  // `query.isPending` again only for the type: past this line the record is here.
  if (waiting || query.isPending) return <LoadingScreen />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return children(query.data);
}

/**
 * The record as `WhenLoaded` draws it: undefined until the render that draws it. What a screen
 * shows of its record above `WhenLoaded` (its header's title, breadcrumb and actions) reads it
 * through this, so it comes in the same commit as the content below. Read at the answer, a header
 * grown by its actions (wrapping at a phone's width) moved the loading state below it down while
 * that waited for its deferred render: CLS 0.12 on the game view in Lighthouse's mobile run.
 */
export function useDrawnRecord<T>(query: UseQueryResult<T>): T | undefined {
  return useStillWaiting(query.isPending) ? undefined : query.data;
}
