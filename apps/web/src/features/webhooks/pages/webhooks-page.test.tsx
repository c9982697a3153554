import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';

const ENDPOINT = {
  id: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b01',
  url: 'https://hooks.example.com/rally',
  events: ['user.created'],
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('the webhooks screen', { timeout: 20_000 }, () => {
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

  it('deletes an endpoint after asking, keeps a refusal in the dialog, then focuses the address field', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let endpoints = [ENDPOINT];
    let deletes = 0;
    mockApi(({ method, path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (method === 'GET' && path === '/company/webhooks') return { body: { data: endpoints } };
      if (method === 'DELETE' && path === `/company/webhooks/${ENDPOINT.id}`) {
        deletes += 1;
        if (deletes === 1)
          return { status: 409, body: { code: 'CONFLICT', messageCode: 'common.conflict', message: 'x' } };
        endpoints = [];
        return { status: 204 };
      }
      return NOT_FOUND_REPLY;
    });
    renderApp('/admin/webhooks');
    await user.click(
      await screen.findByRole('button', { name: 'Delete the endpoint https://hooks.example.com/rally' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(within(dialog).getByText(/https:\/\/hooks\.example\.com\/rally/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Address \(https\)/)));
  });
});
