import type { TCompany } from '@rally/contracts/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

const company = (n: number, overrides: Partial<TCompany> = {}): TCompany => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Company ${n}`,
  logoUrl: null,
  language: 'en',
  timezone: 'UTC',
  plan: 'basic',
  stage: 'live',
  trialEndsAt: null,
  users: n * 10,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const companies = [
  company(1, { name: 'Acme Corporation', plan: 'standard' }),
  company(2, { name: 'Northwind' }),
];

const counts = { users: 3, active: 3, invited: 0, disabled: 0, companyAdmins: 1, players: 2, clients: 0 };

/** The company list as the server answers it; every list query and every deletion is recorded. */
function serve() {
  const queries: URLSearchParams[] = [];
  const deleted: string[] = [];
  mockApi(({ method, path }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('admin') };
    if (method === 'DELETE') {
      deleted.push(path);
      return { status: 204 };
    }
    const one = companies.find((c) => url.pathname === `/companies/${c.id}`);
    if (one) return { body: { ...one, counts, admins: [] } };
    if (url.pathname === '/company/all') {
      queries.push(url.searchParams);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const data = companies.filter((c) => c.name.toLowerCase().includes(q));
      return { body: { data, count: data.length, pages: 1 } };
    }
    return NOT_FOUND_REPLY;
  });
  return { queries, deleted };
}

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };
const rows = () =>
  within(screen.getByRole('table', { name: 'Companies' }))
    .getAllByRole('row')
    .slice(1);

describe('CompanyListPage', SLOW, () => {
  it('shows one row per company, with its plan and a link to its view', async () => {
    signInAs('admin');
    serve();
    renderApp('/companies/company-list');

    const link = await screen.findByRole('link', { name: 'Acme Corporation' }, LOADING);
    expect(link.getAttribute('href')).toBe('/companies/company-view/00000000-0000-4000-8000-000000000001');
    expect(rows()).toHaveLength(2);
    expectShown(within(rows()[0] as HTMLElement).getByText('Standard'));
    expectShown(screen.getByText('1–2 of 2'));
  });

  it('asks the server for the chosen sort and search', async () => {
    signInAs('admin');
    const { queries } = serve();
    renderApp('/companies/company-list');
    await screen.findByRole('link', { name: 'Acme Corporation' }, LOADING);
    expect(queries.at(-1)?.get('sort')).toBe('name');

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('columnheader', { name: /Users/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('users'));
    expect(queries.at(-1)?.get('order')).toBe('asc');

    await user.type(screen.getByLabelText('Search by name'), 'north');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('north'));
    expect(queries.at(-1)?.get('sort')).toBe('users');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('path').textContent).toBe('/companies/company-list?sort=users&q=north');
  });

  it('sends a company admin to not-authorized: only the platform manages companies', async () => {
    signInAs('company_admin');
    serve();
    renderApp('/companies/company-list');
    await screen.findByRole('heading', { name: 'You are not allowed to open this page' }, LOADING);
  });

  it('deletes a company that has users only once its name is typed', async () => {
    signInAs('admin');
    const { deleted } = serve();
    renderApp('/companies/company-list');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Acme Corporation' }, LOADING));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Corporation?' });
    expectShown(await within(dialog).findByText('3 users, with their scores and sign-ins'));
    const confirm = within(dialog).getByRole('button', { name: 'Delete company' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByLabelText('Type “Acme Corporation” to confirm'), 'Acme Corporation');
    await user.click(confirm);

    await screen.findByText('Acme Corporation was deleted.');
    expect(deleted).toEqual(['/companies/00000000-0000-4000-8000-000000000001?confirm=true']);
  });
});
