import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { BehaviourForm } from './behaviour-form.tsx';

const LOADING = { timeout: 15_000 };

describe('BehaviourForm points', { timeout: 30_000 }, () => {
  it('refuses points above the maximum with a message instead of lowering them silently', async () => {
    signInAs('company_admin');
    const posted: unknown[] = [];
    mockApi(({ body }) => {
      posted.push(body);
      return { status: 500 };
    });
    const user = userEvent.setup();
    renderWithProviders(<BehaviourForm taskId="task-1" onSaved={() => {}} onCancel={() => {}} />);
    await user.type(await screen.findByLabelText(/^Behaviour/, undefined, LOADING), 'Take the stairs');
    const points = screen.getByLabelText(/^Points/) as HTMLInputElement;
    await user.clear(points);
    await user.type(points, '1500');
    await user.tab();

    expect(points.value).toBe('1500');
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
    const described = (points.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Enter 1,000 or less.');
    await user.click(screen.getByRole('button', { name: 'Add behaviour' }));
    expect(posted).toEqual([]);
  });
});
