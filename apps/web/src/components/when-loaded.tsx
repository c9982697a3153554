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
  const waiting = useStillWaiting(query.isPending);
  // `query.isPending` again only for the type: past this line the record is here.
  if (waiting || query.isPending) return <LoadingScreen />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return children(query.data);
}
