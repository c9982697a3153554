import { MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PopoverLayer } from '../components/popover-layer.tsx';
import { DEFAULT_SKIN, skinManager } from '../lib/preferences.ts';
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
      {/* The abilities and the query client are provided with the screens that use them
          (signed-in-routes.tsx, query-scope.tsx), not to /login. */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      <PopoverLayer />
    </MantineProvider>
  );
}
