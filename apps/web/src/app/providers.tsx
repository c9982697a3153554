import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PopoverLayer } from '../components/popover-layer.tsx';
import { DEFAULT_SKIN, skinManager } from '../lib/preferences.ts';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toaster } from './toaster.tsx';

type Props = { children: ReactNode; env?: 'default' | 'test' };

export function AppProviders({ children, env }: Props) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={skinManager}
      defaultColorScheme={DEFAULT_SKIN}
      // All theme variables come from here, not from a static file: /login ships 27 kB less CSS.
      deduplicateCssVariables={false}
      env={env}
    >
      <Toaster />
      <QueryClientProvider client={queryClient}>
        {/* The abilities are provided with the signed-in screens (signed-in-routes.tsx), not to /login. */}
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </QueryClientProvider>
      <PopoverLayer />
    </MantineProvider>
  );
}
