import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lazyComponent,
  loadsOnOpening,
  OPENING_DATA_WAIT_MS,
  openingDataOf,
  openingLoaded,
  type TOpeningContext,
} from './opening.ts';

const held = <T,>() => {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyComponent', () => {
  it('renders a component whose code is already here at once, without its fallback', async () => {
    const lazyCounter = lazyComponent(async () => Counter);
    await lazyCounter.load();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazyCounter.Component label="Ready" />
      </Suspense>,
    );

    // Synchronously, in the first commit: React's own `lazy` would show the fallback here.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Ready 0');
  });

  it('shows the fallback until the code arrives, then keeps the mounted component (and its state)', async () => {
    const code = held<typeof Counter>();
    const lazyCounter = lazyComponent(() => code.promise);
    const view = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <lazyCounter.Component label={label} />
      </Suspense>
    );
    const { rerender } = render(view('First'));
    expect(screen.getByText('Loading')).toBeTruthy();

    await act(async () => code.release(Counter));
    const button = await screen.findByRole('button');
    act(() => button.click());
    rerender(view('Again'));

    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('Again 1');
  });
});

describe('openingLoaded', () => {
  it('waits for every marked load, and for the loads those mark as they finish', async () => {
    const first = held<void>();
    const second = held<void>();
    const settled: string[] = [];
    loadsOnOpening(
      first.promise.then(() => {
        // A chunk's code marking what it loads in turn (the shell, the screen).
        loadsOnOpening(second.promise.then(() => settled.push('second')));
        settled.push('first');
      }),
    );
    let done = false;
    const waiting = openingLoaded().then(() => {
      done = true;
    });

    first.release();
    await first.promise;
    await Promise.resolve();
    expect(settled).toEqual(['first']);
    expect(done).toBe(false);

    second.release();
    await waiting;
    expect(settled).toEqual(['first', 'second']);
  });

  it('does not wait forever for a load that failed', async () => {
    loadsOnOpening(Promise.reject(new Error('chunk gone')));
    await expect(openingLoaded()).resolves.toBeUndefined();
  });
});

describe('openingDataOf', () => {
  afterEach(() => vi.useRealTimers());
  const context: TOpeningContext = { params: { id: '7' }, search: new URLSearchParams('page=2') };

  it('asks the screen for its data with where it opens, and settles once the data is here', async () => {
    const data = held<void>();
    const asked: TOpeningContext[] = [];
    const screen = Object.assign(() => null, {
      openingData: (where: TOpeningContext) => {
        asked.push(where);
        return data.promise;
      },
    });
    let settled = false;
    const waiting = openingDataOf(screen, context).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(asked).toEqual([context]);
    expect(settled).toBe(false);

    data.release();
    await waiting;
    expect(settled).toBe(true);
  });

  it('stops waiting for a slow answer, so the screen opens with its loading state', async () => {
    vi.useFakeTimers();
    const screen = Object.assign(() => null, { openingData: () => new Promise(() => {}) });
    let settled = false;
    void openingDataOf(screen, context).then(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(OPENING_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('opens a screen whose data failed, and one that asks for none, without waiting', async () => {
    const failing = Object.assign(() => null, { openingData: () => Promise.reject(new Error('offline')) });
    await expect(openingDataOf(failing, context)).resolves.toBeUndefined();
    await expect(openingDataOf(() => null, context)).resolves.toBeUndefined();
  });
});
