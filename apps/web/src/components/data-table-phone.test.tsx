import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { actionsColumn } from './actions-column.tsx';
import { DataTable } from './data-table.tsx';
import { useTableState } from './use-table-state.ts';

type Row = { id: string; name: string; users: number };
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Company ${i + 1}`,
  users: 10 + i,
}));

function Harness({ opened }: { opened: (row: Row) => void }) {
  const { view, update } = useTableState();
  const [selected, setSelected] = useState<string[]>([]);
  const columns: ColumnDef<Row>[] = [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'users', header: 'Users', meta: { numeric: true } },
    actionsColumn('Actions', (row) => <Button onClick={() => opened(row)}>{`Open ${row.name}`}</Button>),
  ];
  return (
    <DataTable
      label="Companies"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      view={view}
      onViewChange={update}
      selection={{ selected, onChange: setSelected, rowLabel: (row) => row.name }}
    />
  );
}

const width = (px: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({
    width: px,
    height: 800,
  });

describe('DataTable on a phone', () => {
  beforeEach(() => width(390));
  afterEach(() => width(1024));

  it('shows each row as a card of label: value pairs, actions and selection in reach of the keyboard', async () => {
    const opened: string[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Harness opened={(row) => opened.push(row.name)} />);

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = within(cards[0] as HTMLElement);
    const pairs = first
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Name', 'Company 1'],
      ['Users', '10'],
    ]);

    // Tab reaches the row's checkbox, then its action, in the order of the cards.
    await user.tab();
    expect(document.activeElement).toBe(first.getByRole('checkbox', { name: 'Select Company 1' }));
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(first.getByRole('button', { name: 'Open Company 1' }));
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Company 1']);
    expect(screen.getByText('1 selected')).toBeDefined();
  });

  it('is a table again on a wide screen', () => {
    width(1280);
    renderWithProviders(<Harness opened={() => {}} />);
    expect(screen.getByRole('table', { name: 'Companies' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Companies' })).toBeNull();
  });
});
