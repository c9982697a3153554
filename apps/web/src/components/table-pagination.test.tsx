import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { TablePagination } from './table-pagination.tsx';

/** A list's pagination whose page size takes effect, as the data table does. */
function Paged() {
  const [perPage, setPerPage] = useState(10);
  return (
    <TablePagination
      page={1}
      perPage={perPage}
      total={42}
      onChange={(change) => setPerPage(change.perPage ?? perPage)}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TablePagination', () => {
  it('keeps the rows-per-page select in view once the list has grown', () => {
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    renderWithProviders(<Paged />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    select.focus();
    expect(scrolled).toEqual([]);

    fireEvent.change(select, { target: { value: '50' } });
    expect(screen.getByText('1–42 of 42')).toBeTruthy();
    expect(scrolled.map((element) => element.id)).toContain(select.id);
  });
});
