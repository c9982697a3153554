import type { TPlanUsage } from '@rally/contracts/plans';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { asked } from '../../../test/asked.ts';
import { companyOf } from '../../../test/company-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { CompanyViewPage } from './company-view-page.tsx';

const NOVA = '00000000-0000-4000-8000-000000000031';
const nova = companyOf({
  id: NOVA,
  name: 'Nova Lda',
  language: 'pt',
  timezone: 'America/Sao_Paulo',
  plan: 'basic',
  stage: 'trial',
  users: 1,
  counts: { users: 1, active: 0, invited: 1, disabled: 0, companyAdmins: 1, players: 0, clients: 2 },
});

const plan: TPlanUsage = {
  companyId: NOVA,
  plan: 'basic',
  trialEndsAt: null,
  limits: { gamesPerMonth: 2, users: 25, storageMb: 500 },
  usage: { gamesThisMonth: 1, users: 1, storageBytes: 12_800_000 },
};

/** `people`: how many the company's list counts (its rows are left empty). */
function serve(role: 'admin' | 'company_admin' | 'client', people = 0) {
  mockApi(({ path }) => {
    if (path === '/auth/me') return { body: meOf(role, { companyId: NOVA }) };
    if (path === `/companies/${NOVA}`) return { body: nova };
    if (path === `/companies/${NOVA}/plan`) return { body: plan };
    if (path.startsWith('/user/all'))
      return { body: { data: [], count: people, pages: Math.max(1, Math.ceil(people / 10)) } };
    return NOT_FOUND_REPLY;
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
    // The zone its new games start in, beside its language.
    expect(screen.getByText('America/Sao Paulo')).toBeTruthy();
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

describe('opening the app on a company', { timeout: 30_000 }, () => {
  /** The company, its plan and, when shown, the page of its people: what the screen shows, settled. */
  async function shown(people: boolean) {
    await screen.findByRole('heading', { level: 1, name: 'Nova Lda' }, LOADING);
    const plan = within(await screen.findByRole('region', { name: 'Plan and usage' }));
    expect(plan.getByText('1 of 25')).toBeTruthy();
    expect(plan.getByRole('progressbar', { name: 'Storage: 12.2 MB of 500 MB' })).toBeTruthy();
    if (people) await screen.findByText('Nobody in this company yet.');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }

  it('asks for the company, its plan and the page of its people in the address beside the code; the screen asks nothing again', async () => {
    signInAs('company_admin', { companyId: NOVA });
    serve('company_admin', 30);
    await CompanyViewPage.openingData({
      params: { id: NOVA },
      search: new URLSearchParams('page=2&sort=email'),
    });
    const opened = asked();
    expect(opened).toEqual([
      `/companies/${NOVA}`,
      `/companies/${NOVA}/plan`,
      `/user/all?page=2&perPage=10&sort=email&order=asc&companyId=${NOVA}`,
    ]);

    renderApp(`/companies/company-view/${NOVA}?page=2&sort=email`);
    await shown(true);
    expect(asked()).toEqual(opened);
  });

  it('asks a client for no people: they may not read them', async () => {
    signInAs('client', { companyId: NOVA });
    serve('client');
    await CompanyViewPage.openingData({ params: { id: NOVA }, search: new URLSearchParams() });
    const opened = asked();
    expect(opened).toEqual([`/companies/${NOVA}`, `/companies/${NOVA}/plan`]);

    renderApp(`/companies/company-view/${NOVA}`);
    await shown(false);
    expect(asked()).toEqual(opened);
  });
});
