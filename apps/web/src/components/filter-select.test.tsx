import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FilterSelect } from './filter-select.tsx';
import { useTableState } from './use-table-state.ts';

/** A list's two kinds of filter: one cleared to show all, one with an "all" option of its own. */
function Filters() {
  const { view, update } = useTableState({ filters: ['plan', 'flag'] });
  return (
    <>
      <FilterSelect view={view} onViewChange={update} name="plan" label="Plan" data={['basic', 'standard']} />
      <FilterSelect
        view={view}
        onViewChange={update}
        name="flag"
        unset="any"
        label="Flag"
        data={['any', 'yes']}
      />
    </>
  );
}

const path = () => screen.getByTestId('path').textContent;

describe('FilterSelect', () => {
  it('keeps the choice in the URL and leaves an "all" option out of it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filters />, { path: '/list?page=3' });
    const flag = (await screen.findByRole('combobox', { name: 'Flag' })) as HTMLInputElement;
    expect(flag.value).toBe('any');

    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'standard' }));
    await waitFor(() => expect(path()).toBe('/list?plan=standard'));

    await user.click(flag);
    await user.click(await screen.findByRole('option', { name: 'yes' }));
    await waitFor(() => expect(path()).toBe('/list?plan=standard&flag=yes'));
    await user.click(flag);
    await user.click(await screen.findByRole('option', { name: 'any' }));
    await waitFor(() => expect(path()).toBe('/list?plan=standard'));
    expect(flag.value).toBe('any');
  });
});
