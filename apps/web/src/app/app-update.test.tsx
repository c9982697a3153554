import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AppUpdate } from './app-update.tsx';

// The worker's side is the browser's (e2e/tests/installable.spec.ts); here, what the notice does.
const worker = vi.hoisted(() => ({
  waiting: false,
  listeners: new Set<() => void>(),
  applyUpdate: vi.fn(),
}));
vi.mock('../lib/service-worker.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    applyUpdate: worker.applyUpdate,
    useUpdateWaiting: () =>
      useSyncExternalStore(
        (listener) => {
          worker.listeners.add(listener);
          return () => worker.listeners.delete(listener);
        },
        () => worker.waiting,
      ),
  };
});

function newVersionWaits() {
  act(() => {
    worker.waiting = true;
    for (const listener of worker.listeners) listener();
  });
}

const polite = () => document.getElementById('app-announcer-polite')?.textContent;

beforeEach(() => {
  worker.waiting = false;
  worker.applyUpdate.mockClear();
});

describe('the new version notice', () => {
  it('appears when a new version waits, says so to screen readers, and reloads into it on request', async () => {
    renderWithProviders(<AppUpdate />);
    expect(screen.queryByRole('region')).toBeNull();

    newVersionWaits();
    const notice = screen.getByRole('region', { name: 'A new version of Rally is available.' });
    await vi.waitFor(() => expect(polite()).toBe('A new version of Rally is available.'));

    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Reload');
    await userEvent.keyboard('{Enter}');
    expect(worker.applyUpdate).toHaveBeenCalledOnce();
    expect(notice.querySelector('button[data-loading]')).not.toBeNull();
  });

  it('goes away on Later, leaving the page as it is', async () => {
    renderWithProviders(<AppUpdate />);
    newVersionWaits();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(worker.applyUpdate).not.toHaveBeenCalled();
  });
});
