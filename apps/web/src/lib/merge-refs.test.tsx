import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs.ts';

function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div ref={useMergeRefs(refs)} data-testid="box" />;
}

describe('useMergeRefs', () => {
  it('gives the element to every ref, object or callback, and takes it back on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const { getByTestId, unmount } = render(<Box refs={[object, (el) => void seen.push(el), undefined]} />);
    expect(object.current).toBe(getByTestId('box'));
    expect(seen).toEqual([getByTestId('box')]);
    unmount();
    expect(object.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });
});
