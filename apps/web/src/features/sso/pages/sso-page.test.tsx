import type { TSsoProvider } from '@rally/contracts/sso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../../test/game-fixtures.ts';
import {
  mockApi,
  NOT_FOUND_REPLY,
  renderWithProviders,
  signInAs,
  type TSent,
} from '../../../test/render.tsx';
import { SsoPage } from './sso-page.tsx';

const PROVIDER: TSsoProvider = {
  id: uuid(50),
  issuer: 'https://login.acme.example',
  clientId: 'rally',
  domains: ['acme.example'],
  createUsers: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const EDIT = 'Edit the provider https://login.acme.example';

/** The company's providers as the server keeps them: a PUT replaces the one named. */
function serveProviders() {
  let provider = PROVIDER;
  const sent: TSent[] = [];
  mockApi((request) => {
    const { method, path, body } = request;
    if (method === 'GET' && path === '/company/sso/providers')
      return { body: { data: [provider], redirectUri: 'http://localhost/sso/callback' } };
    if (method === 'GET' && path === '/company/sso/policy')
      return { body: { required: false, breakGlassUserId: null } };
    if (path !== `/company/sso/providers/${PROVIDER.id}`) return NOT_FOUND_REPLY;
    sent.push(request);
    const { clientSecret: _secret, ...fields } = body as TSsoProvider & { clientSecret?: string };
    provider = { ...provider, ...fields };
    return { body: provider };
  });
  return sent;
}

describe('SsoPage: editing a provider', { timeout: 20_000 }, () => {
  it('keeps the secret when its field stays empty, replaces it when typed, and returns focus to Edit', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent = serveProviders();
    renderWithProviders(<SsoPage />, { path: '/admin/sso' });

    await user.click(await screen.findByRole('button', { name: EDIT }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit identity provider' });
    expect((within(dialog).getByLabelText(/^Issuer URL/) as HTMLInputElement).value).toBe(PROVIDER.issuer);
    expect((within(dialog).getByLabelText(/^New client secret/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText(/^Leave empty to keep the current secret/)).toBeTruthy();
    const clientId = within(dialog).getByLabelText(/^Client ID/);
    await user.clear(clientId);
    await user.type(clientId, 'rally-renamed');
    await user.click(within(dialog).getByRole('switch', { name: /^Create players on first sign-in/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Identity provider saved.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: EDIT })));
    expect(await screen.findByText('rally-renamed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: EDIT }));
    dialog = await screen.findByRole('dialog', { name: 'Edit identity provider' });
    await user.type(within(dialog).getByLabelText(/^New client secret/), 'rotated-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(sent.map((s) => [s.method, s.body])).toEqual([
      [
        'PUT',
        {
          issuer: PROVIDER.issuer,
          clientId: 'rally-renamed',
          domains: ['acme.example'],
          createUsers: true,
        },
      ],
      [
        'PUT',
        {
          issuer: PROVIDER.issuer,
          clientId: 'rally-renamed',
          domains: ['acme.example'],
          createUsers: true,
          clientSecret: 'rotated-secret',
        },
      ],
    ]);
  });
});
