import { MantineProvider } from '@mantine/core';
import { SCREEN_LOAD_TIMEOUT_MS } from '@rally/contracts/constants';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../app/route-error-boundary.tsx';
import { lazyComponent } from './opening.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a screen whose code never arrives', () => {
  it('shows the error with its way to try again once the load timeout has passed, not a spinner forever', async () => {
    vi.useFakeTimers();
    const { Component } = lazyComponent<object>(() => new Promise(() => {}));
    render(
      <MantineProvider>
        <RouteErrorBoundary resetKey="/stalled">
          <Suspense fallback={<p>Loading</p>}>
            <Component />
          </Suspense>
        </RouteErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - 1000);
    });
    expect(screen.getByText('Loading')).toBeDefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });
});
