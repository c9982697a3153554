import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Select } from './select.tsx';

function RoundSelect() {
  const [value, setValue] = useState<string | null>('Week 2');
  return <Select label="Round" data={['Week 1', 'Week 2', 'Week 3']} value={value} onChange={setValue} />;
}

const options = () => screen.queryAllByRole('option', { hidden: true });

describe('Select', () => {
  it('puts no option list in the page until it takes focus', async () => {
    renderWithProviders(<RoundSelect />);
    const select = await screen.findByRole('combobox', { name: 'Round' });
    expect(options()).toHaveLength(0);

    await userEvent.setup().click(select);
    await waitFor(() => expect(options()).toHaveLength(3));
  });

  it('starts from the chosen option when ArrowDown opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoundSelect />);
    const select = (await screen.findByRole('combobox', { name: 'Round' })) as HTMLInputElement;

    await user.tab();
    await user.keyboard('{ArrowDown}');
    const chosen = await screen.findByRole('option', { name: 'Week 2' });
    await waitFor(() => expect(chosen.hasAttribute('data-combobox-selected')).toBe(true));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(select.value).toBe('Week 3'));
  });
});
