import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';

describe('the webhooks screen', () => {
  it('opens for a company admin from its address, with its endpoints', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === '/company/webhooks')
        return {
          body: {
            data: [
              {
                id: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b01',
                url: 'https://hooks.example.com/rally',
                events: ['user.created'],
                enabled: true,
                createdAt: '2026-11-01T10:00:00.000Z',
              },
            ],
          },
        };
      return NOT_FOUND_REPLY;
    });
    renderApp('/admin/webhooks');
    await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
    expect(await screen.findByText('https://hooks.example.com/rally')).toBeTruthy();
    // The event's checkbox in the form, and the endpoint's badge.
    expect(screen.getAllByText('User created')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Delete the endpoint https://hooks.example.com/rally' }),
    ).toBeTruthy();
  });
});
