import { SCROLL_TOP_THRESHOLD_PX } from '@rally/contracts/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

let position = 0;
let reads = 0;
Object.defineProperty(window, 'scrollY', {
  configurable: true,
  get: () => {
    reads++;
    return position;
  },
});

const scrollTo = (y: number) =>
  act(() => {
    position = y;
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  position = 0;
  reads = 0;
});

describe('ScrollToTop', () => {
  it('appears once the page is scrolled past the threshold, and goes when it is back up', () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();

    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('does not read the scroll position to mount (that lays the page out mid-load)', () => {
    renderWithProviders(<ScrollToTop />);
    expect(reads).toBe(0);
  });
});
