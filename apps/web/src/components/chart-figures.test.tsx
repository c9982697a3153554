import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ChartFigures } from './chart-figures.tsx';

/** An IntersectionObserver the test moves: `show(true)` brings every observed element near. */
function observedPlaces() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
  return (near: boolean) =>
    act(() => {
      for (const { callback, elements } of observers)
        callback(
          elements.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChartFigures', () => {
  it('draws its chart once its place comes near the screen, and keeps it; the figures are read at once', () => {
    const show = observedPlaces();
    renderWithProviders(
      <ChartFigures
        chart={<p>the bars</p>}
        height={200}
        table={{ caption: 'Logs per day', columns: ['Day', 'Logs'], rows: [['1 Dec', 3]] }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Logs per day' })).toBeTruthy();
    expect(screen.queryByText('the bars')).toBeNull();

    show(true);
    expect(screen.getByText('the bars')).toBeTruthy();
    show(false);
    expect(screen.getByText('the bars')).toBeTruthy();
  });
});
