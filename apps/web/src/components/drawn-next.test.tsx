import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DrawnNext } from './drawn-next.tsx';

/** A window as wide as Mantine's `md` and wider, or narrower. */
function windowWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: wide && query === '(min-width: 62em)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** What the first commit held: the later part, and the marks standing in for it. */
async function firstCommitOf(besideFrom?: 'md') {
  const atFirstCommit: { next: boolean; marks: number }[] = [];
  /** Runs once, as the first commit lands (nothing re-renders it). */
  function FirstView() {
    useLayoutEffect(() => {
      atFirstCommit.push({
        next: screen.queryByText('the boards') !== null,
        marks: document.querySelectorAll('[data-drawn-next][hidden]').length,
      });
    });
    return <h1>The day</h1>;
  }
  renderWithProviders(
    <>
      <FirstView />
      <DrawnNext besideFrom={besideFrom}>
        <p>the boards</p>
      </DrawnNext>
    </>,
  );
  expect(await screen.findByText('the boards')).toBeTruthy();
  expect(document.querySelector('[data-drawn-next]')).toBeNull();
  return atFirstCommit;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DrawnNext', () => {
  it('draws its part in a commit after the first, with a hidden mark in its place until then', async () => {
    windowWide(true);
    expect(await firstCommitOf()).toEqual([{ next: false, marks: 1 }]);
  });

  it('draws a part that stands beside the first view from a width on at once there', async () => {
    windowWide(true);
    expect(await firstCommitOf('md')).toEqual([{ next: true, marks: 0 }]);
  });

  it('draws that part next on a narrower screen, where it stands below', async () => {
    windowWide(false);
    expect(await firstCommitOf('md')).toEqual([{ next: false, marks: 1 }]);
  });

  it("draws a later step's part in a commit after the one that drew the step before", async () => {
    windowWide(false);
    const atDay: boolean[] = [];
    /** Runs as the first step's part lands. */
    function Day() {
      useLayoutEffect(() => {
        atDay.push(screen.queryByText('the boards') !== null);
      }, []);
      return <p>the day</p>;
    }
    renderWithProviders(
      <>
        <h1>The home</h1>
        <DrawnNext>
          <Day />
        </DrawnNext>
        <DrawnNext step={2}>
          <p>the boards</p>
        </DrawnNext>
        <DrawnNext step={2}>
          <p>the feed</p>
        </DrawnNext>
      </>,
    );
    expect(await screen.findByText('the boards')).toBeTruthy();
    expect(screen.getByText('the feed')).toBeTruthy();
    expect(atDay).toEqual([false]);
    expect(document.querySelector('[data-drawn-next]')).toBeNull();
  });
});
