import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawnNext } from './drawn-next.tsx';

describe('DrawnNext', () => {
  it('draws its part in a commit after the first, with a hidden mark in its place until then', async () => {
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
    render(
      <>
        <FirstView />
        <DrawnNext>
          <p>the boards</p>
        </DrawnNext>
      </>,
    );

    expect(await screen.findByText('the boards')).toBeTruthy();
    expect(atFirstCommit).toEqual([{ next: false, marks: 1 }]);
    expect(document.querySelector('[data-drawn-next]')).toBeNull();
  });
});
