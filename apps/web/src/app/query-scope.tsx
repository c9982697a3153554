import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TOpensWithData } from '../lib/opening.ts';
import { queryClient } from '../lib/query-client.ts';

const scoped = new WeakMap<ComponentType, ComponentType>();

/**
 * A screen inside the app's query client. The client is provided by the code that needs it (the
 * signed-in routes, each public screen but /login), not by the entry: /login draws no query, and
 * its first paint loads no TanStack Query (issue 28, ADR 0019). One wrapper per screen component,
 * keeping the data it opens with (`openingData`).
 */
export function withQueryClient(Component: ComponentType): ComponentType {
  let wrapped = scoped.get(Component);
  if (!wrapped) {
    const Scoped = () => (
      <QueryClientProvider client={queryClient}>
        <Component />
      </QueryClientProvider>
    );
    (Scoped as TOpensWithData).openingData = (Component as TOpensWithData).openingData;
    Scoped.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
    wrapped = Scoped;
    scoped.set(Component, wrapped);
  }
  return wrapped;
}
