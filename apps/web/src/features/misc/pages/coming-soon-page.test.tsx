import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

describe('the coming-soon page', () => {
  it('announces what Rally does not do yet, not what players already have', async () => {
    renderApp('/pages/miscellaneous/coming-soon');
    await screen.findByRole('heading', { level: 1, name: 'What comes next in Rally' }, { timeout: 15_000 });
    const announced = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(announced).toEqual([
      'Streaks and badges',
      'A nudge at the right hour',
      "Your company's own tools",
    ]);
  });
});
