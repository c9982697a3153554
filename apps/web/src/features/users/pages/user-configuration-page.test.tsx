import { assignableRoles, type TRole } from '@rally/contracts/abilities';
import type { TUserDetail } from '@rally/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, renderApp, serveForm, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { UserConfigurationPage } from './user-configuration-page.tsx';

const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Platform admin',
  company_admin: 'Company admin',
  player: 'Player',
  client: 'Client',
};

const eva: TUserDetail = {
  id: '00000000-0000-4000-8000-000000000021',
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Corporation',
  email: 'eva@acme.test',
  fullName: 'Eva Costa',
  role: 'player',
  status: 'active',
  language: 'pt',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  settings: {
    language: 'pt',
    timezone: null,
    layout: 'vertical',
    skin: 'light',
  },
};

const newCo = {
  id: '00000000-0000-4000-8000-000000000077',
  name: 'Nova Lda',
  logoUrl: null,
  language: 'pt',
  timezone: 'Europe/Lisbon',
  plan: 'basic',
  trialEndsAt: null,
  stage: 'trial',
  users: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The user calls as the server answers a `role`; writes get `reply` and are recorded. */
const serve = (role: TRole, reply: Parameters<typeof serveForm>[2]) =>
  serveForm(
    meOf(role),
    {
      // Like the server: only the roles this caller may hand out.
      '/user/role': assignableRoles(role).map((value) => ({ value, label: ROLE_LABELS[value] })),
      [`/users/${eva.id}`]: eva,
      [`/companies/${newCo.id}`]: newCo,
    },
    reply,
  );

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };
const emailField = () => screen.getByRole('textbox', { name: /^E-mail/ });

describe('UserConfigurationPage', SLOW, () => {
  it("offers a company admin their own company's roles only: never platform admin", async () => {
    signInAs('company_admin');
    serve('company_admin', () => ({ status: 500 }));
    renderApp('/users/user-configuration');
    const user = userEvent.setup();

    const role = await screen.findByRole('combobox', { name: /^Role/ }, LOADING);
    await waitFor(() => expect(role.hasAttribute('disabled')).toBe(false));
    await user.click(role);

    const roles = await screen.findByRole('listbox', { name: /^Role/ });
    const options = within(roles)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Company administrator', 'Player', 'Client']);
    expect(screen.queryByRole('textbox', { name: /^Company/ })).toBeNull();
  });

  it('shows a taken e-mail (409) on the e-mail field', async () => {
    signInAs('company_admin');
    const sent = serve('company_admin', () => ({
      status: 409,
      body: {
        code: 'EMAIL_TAKEN',
        messageCode: 'auth.emailTaken',
        message: 'This email is already in use.',
        details: [
          { path: 'email', messageCode: 'auth.emailTaken', message: 'This email is already in use.' },
        ],
      },
    }));
    renderApp('/users/user-configuration');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }, LOADING), 'Ana Again');
    await user.type(emailField(), 'Ana@Acme.test');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(
      emailField().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
    );
    expect(error?.textContent).toBe('This email is already in use.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/users',
      body: { fullName: 'Ana Again', email: 'ana@acme.test', role: 'player', sendInvitation: true },
    });
  });

  it('warns that disabling signs the user out, then sends the new status', async () => {
    signInAs('company_admin');
    const sent = serve('company_admin', () => ({ body: { ...eva, status: 'disabled' } }));
    renderApp(`/users/user-configuration/${eva.id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'Disabled' }, LOADING));
    expectShown(screen.getByText(/signs them out on every device/));
    await user.click(screen.getByRole('button', { name: 'Save and sign them out' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/users/profile/${eva.id}`));
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/users/${eva.id}`,
        body: {
          fullName: 'Eva Costa',
          email: 'eva@acme.test',
          role: 'player',
          language: 'pt',
          status: 'disabled',
        },
      }),
    ]);
  });

  it("invites a new company's admin from its page: company and role preset, the company's language", async () => {
    signInAs('admin');
    const sent = serve('admin', () => ({ status: 201, body: { ...eva, id: 'new-admin' } }));
    renderApp(`/users/user-configuration?companyId=${newCo.id}&role=company_admin`);
    const user = userEvent.setup();

    const company = await screen.findByRole('combobox', { name: /^Company/ }, LOADING);
    await waitFor(() => expect((company as HTMLInputElement).value).toBe('Nova Lda'));
    const form = within(screen.getByRole('button', { name: 'Create user' }).closest('form') as HTMLElement);
    const language = form.getByRole('combobox', { name: /^Language/ }) as HTMLInputElement;
    expect([language.value, language.placeholder]).toEqual(['', "The company's language"]);
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Nuno Admin');
    await user.type(emailField(), 'nuno@nova.test');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      fullName: 'Nuno Admin',
      email: 'nuno@nova.test',
      role: 'company_admin',
      companyId: newCo.id,
      sendInvitation: true,
    });
  });

  it('opens with the user it edits and the roles to give asked for beside the code', async () => {
    signInAs('company_admin');
    serve('company_admin', () => ({ status: 500 }));
    await UserConfigurationPage.openingData({ params: { id: eva.id }, search: new URLSearchParams() });
    const opening = asked();
    expect(opening.toSorted()).toEqual(['/user/role', `/users/${eva.id}`]);

    renderApp(`/users/user-configuration/${eva.id}`);
    await waitFor(() => expect(emailField()).toHaveProperty('value', eva.email), LOADING);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Role/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(asked()).toEqual(opening);
  });

  it("opens, for a platform admin, with the companies to choose from and the link's company asked for too", async () => {
    signInAs('admin');
    const companies = '/company/all?perPage=50&sort=name';
    serveForm(
      meOf('admin'),
      {
        '/user/role': assignableRoles('admin').map((value) => ({ value, label: ROLE_LABELS[value] })),
        [`/companies/${newCo.id}`]: newCo,
        [companies]: { data: [newCo], count: 1, pages: 1 },
      },
      () => ({ status: 500 }),
    );
    await UserConfigurationPage.openingData({
      params: {},
      search: new URLSearchParams({ companyId: newCo.id }),
    });
    const opening = asked();
    expect(opening.toSorted()).toEqual([`/companies/${newCo.id}`, companies, '/user/role']);

    renderApp(`/users/user-configuration?companyId=${newCo.id}`);
    const company = await screen.findByRole('combobox', { name: /^Company/ }, LOADING);
    expect(company).toHaveProperty('value', newCo.name);
    expect(asked()).toEqual(opening);
  });
});
