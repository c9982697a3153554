import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { LoadingScreen } from './loading-screen.tsx';

type Props<T> = { query: UseQueryResult<T>; children: (data: T) => ReactNode };

/** A screen's record as it is read: loading, the reason it failed, or what the screen shows of it. */
export function WhenLoaded<T>({ query, children }: Props<T>) {
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return children(query.data);
}
