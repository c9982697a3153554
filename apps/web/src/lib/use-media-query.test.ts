import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

/** A window whose width matches `query` only. */
function matching(query: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (asked) =>
      ({
        matches: asked === query,
        media: asked,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useMediaQuery', () => {
  it('answers from the first render, so a screen is not drawn a second time as it opens', () => {
    matching('(min-width: 48em)');
    const answers: boolean[] = [];
    renderHook(() => answers.push(useMediaQuery('(min-width: 48em)')));
    expect(answers).toEqual([true]);
  });

  it('answers false for a query the window does not match', () => {
    matching('(min-width: 48em)');
    const { result } = renderHook(() => useMediaQuery('(max-width: 35.99em)'));
    expect(result.current).toBe(false);
  });
});
