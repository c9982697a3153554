import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { expectShown } from '../test/visible.ts';
import { DataTable } from './data-table.tsx';
import { useTableState } from './use-table-state.ts';

type Row = { id: string; name: string; users: number };

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Company ${String(i + 1).padStart(2, '0')}`,
  users: 100 - i,
}));

const columns: ColumnDef<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'users', header: 'Users', meta: { numeric: true } },
];

/** A list page in miniature: `server` hands the table one page at a time, as an API would. */
function Harness({ server = false, selectable = false }: { server?: boolean; selectable?: boolean }) {
  const { view, update } = useTableState();
  const [selected, setSelected] = useState<string[]>([]);
  const page = rows.slice((view.page - 1) * view.perPage, view.page * view.perPage);
  return (
    <DataTable
      label="Companies"
      columns={columns}
      rows={server ? page : rows}
      total={server ? rows.length : undefined}
      getRowId={(row) => row.id}
      view={view}
      onViewChange={update}
      searchLabel="Search companies"
      selection={selectable ? { selected, onChange: setSelected, rowLabel: (row) => row.name } : undefined}
    />
  );
}

function EmptyHarness() {
  const { view, update } = useTableState();
  return (
    <DataTable
      label="KPIs"
      columns={columns}
      rows={[]}
      getRowId={(row: Row) => row.id}
      view={view}
      onViewChange={update}
    />
  );
}

const path = () => screen.getByTestId('path').textContent;
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Companies' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('sorts by a clicked header, then flips the order, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness server />, { path: '/list?page=2' });
    const header = screen.getByRole('columnheader', { name: /Users/ });
    expect(header.getAttribute('aria-sort')).toBe('none');

    await user.click(within(header).getByRole('button'));
    expect(path()).toBe('/list?sort=users');
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header).getByRole('button'));
    expect(path()).toBe('/list?sort=users&order=desc');
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('pages through a server list and says where it is', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness server />, { path: '/list' });
    expectShown(screen.getByText('1–10 of 25'));
    expect(bodyRows()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(path()).toBe('/list?page=3');
    expectShown(screen.getByText('21–25 of 25'));
    expect(bodyRows()).toHaveLength(5);

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(path()).toBe('/list?perPage=25');
    expect(bodyRows()).toHaveLength(25);
  });

  it('sorts, searches and pages a whole list itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { path: '/list?sort=users&order=asc&page=3' });
    expect(bodyRows().map((row) => row.firstChild?.textContent)).toEqual([
      'Company 05',
      'Company 04',
      'Company 03',
      'Company 02',
      'Company 01',
    ]);

    await user.type(screen.getByLabelText('Search companies'), 'company 1');
    await waitFor(() => expect(path()).toBe('/list?sort=users&order=asc&q=company+1'));
    expect(bodyRows()).toHaveLength(10);
    expectShown(screen.getByText('1–10 of 10'));

    await user.clear(screen.getByLabelText('Search companies'));
    await user.type(screen.getByLabelText('Search companies'), 'nothing like it');
    await waitFor(() => expect(path()).toBe('/list?sort=users&order=asc&q=nothing+like+it'));
    expectShown(await screen.findByText('Nothing matches “nothing like it”.'));
  });

  it('selects rows one by one or the whole page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness server selectable />, { path: '/list' });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await user.click(all);
    expectShown(screen.getByText('10 selected'));
    expect((all as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Select Company 03' }));
    expectShown(screen.getByText('9 selected'));
    expect((all as HTMLInputElement).checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');

    await user.click(all);
    expectShown(screen.getByText('10 selected'));
    await user.click(all);
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  describe('wider than the screen (a phone)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    const narrow = (scrolls: boolean) => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrolls ? 640 : 358);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
      // A browser's observer reports each element once when it starts observing it, after layout;
      // the test DOM lays nothing out and reports nothing, so this one does what a browser does.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          readonly report: ResizeObserverCallback;
          constructor(report: ResizeObserverCallback) {
            this.report = report;
          }
          observe(target: Element) {
            queueMicrotask(() => this.report([{ target } as ResizeObserverEntry], this as never));
          }
          unobserve() {}
          disconnect() {}
        },
      );
    };

    it('can be reached by keyboard and says what it is, even empty', async () => {
      narrow(true);
      renderWithProviders(<EmptyHarness />);
      const region = await screen.findByRole('region', { name: 'KPIs, scrolls sideways' });
      expect(region.tabIndex).toBe(0);
      expectShown(within(region).getByRole('table', { name: 'KPIs' }));
    });

    it('is no stop of its own when it fits', () => {
      narrow(false);
      renderWithProviders(<Harness />);
      expect(screen.queryByRole('region', { name: /scrolls sideways/ })).toBeNull();
      expect(screen.getByRole('table', { name: 'Companies' }).closest('[tabindex]')).toBeNull();
    });
  });
});
