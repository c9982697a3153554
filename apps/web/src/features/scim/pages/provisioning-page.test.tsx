import type { TScimToken } from '@rally/contracts/scim';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, renderApp, serveForm, signInAs } from '../../../test/render.tsx';

const token: TScimToken = {
  id: '00000000-0000-4000-8000-000000000051',
  name: 'Entra ID',
  prefix: 'scim_AbCdEfG',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdByName: 'Alex Example',
  lastUsedAt: '2026-11-02T08:00:00.000Z',
  revokedAt: null,
};
const baseUrl = 'https://rally.example.com/api/scim/v2';

describe('the provisioning screen', { timeout: 30_000 }, () => {
  it('shows the base URL and tokens, and a new token once, focused, with its copy button', async () => {
    signInAs('company_admin');
    const sent = serveForm(
      meOf('company_admin'),
      { '/company/scim-tokens': { baseUrl, data: [token] } },
      () => ({
        status: 201,
        body: {
          ...token,
          id: '00000000-0000-4000-8000-000000000052',
          name: 'Okta',
          secret: 'scim_the-secret-shown-once',
        },
      }),
    );
    renderApp('/admin/provisioning');
    await screen.findByRole('heading', { level: 1, name: 'Provisioning (SCIM)' });
    expect(await screen.findByText(baseUrl)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Entra ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke the token Entra ID' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'Okta');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = await screen.findByLabelText('The new SCIM token');
    expect(secret.textContent).toBe('scim_the-secret-shown-once');
    await waitFor(() => expect(document.activeElement).toBe(secret));
    expect(screen.getByText(/it is shown only this once/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThan(0);
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/company/scim-tokens', { name: 'Okta' }],
    ]);
  });
});
