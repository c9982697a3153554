import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyOf } from '../../../test/company-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../../../test/render.tsx';

const NOVA = '00000000-0000-4000-8000-000000000031';
const nova = companyOf({
  id: NOVA,
  name: 'Nova Lda',
  language: 'pt',
  plan: 'basic',
  stage: 'trial',
  users: 1,
  counts: { users: 1, active: 0, invited: 1, disabled: 0, companyAdmins: 1, players: 0, clients: 2 },
});

function serve(role: 'admin' | 'company_admin') {
  mockApi(({ path }) => {
    if (path === '/auth/me') return { body: meOf(role, { companyId: NOVA }) };
    if (path === `/companies/${NOVA}`) return { body: nova };
    if (path.startsWith('/user/all')) return { body: { data: [], count: 0, pages: 1 } };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
  });
}

const LOADING = { timeout: 15_000 };

describe('CompanyViewPage', { timeout: 30_000 }, () => {
  it('counts people with the right noun for one and for several', async () => {
    signInAs('admin');
    serve('admin');
    renderApp(`/companies/company-view/${NOVA}`);
    const people = within(await screen.findByRole('region', { name: 'People' }, LOADING));
    const cards = people
      .getAllByText(/^\d+$/)
      .map((n) => `${n.textContent} ${n.nextElementSibling?.textContent}`);
    expect(cards).toEqual([
      '1 User',
      '0 Active',
      '1 Invited',
      '0 Disabled',
      '1 Company admin',
      '0 Players',
      '2 Clients',
    ]);
  });

  it("offers a platform admin to invite a new company's admin, with the company and role chosen", async () => {
    signInAs('admin');
    serve('admin');
    renderApp(`/companies/company-view/${NOVA}`);
    const invite = await screen.findByRole('link', { name: 'Invite the company admin' }, LOADING);
    expect(invite.getAttribute('href')).toBe(
      `/users/user-configuration?companyId=${NOVA}&role=company_admin`,
    );
  });

  it('offers no such invitation to the company admin looking at their own company', async () => {
    signInAs('company_admin');
    serve('company_admin');
    renderApp(`/companies/company-view/${NOVA}`);
    await screen.findByRole('heading', { level: 1, name: 'Nova Lda' }, LOADING);
    expect(screen.queryByRole('link', { name: 'Invite the company admin' })).toBeNull();
  });
});
