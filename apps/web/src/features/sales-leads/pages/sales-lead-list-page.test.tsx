import type { TSalesLead } from '@rally/contracts/sales-leads';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { SalesLeadListPage } from './sales-lead-list-page.tsx';

const lead: TSalesLead = {
  id: '00000000-0000-4000-8000-000000000031',
  source: 'register',
  status: 'new',
  companyName: 'Nova Lda',
  contactName: 'Rita Nunes',
  email: 'rita@nova.test',
  phone: null,
  message: '',
  owner: null,
  company: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('SalesLeadListPage', { timeout: 30_000 }, () => {
  it('opens with the page of its address asked for beside the code', async () => {
    signInAs('admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('admin') };
      if (path.startsWith('/salesleads?')) return { body: { data: [lead], count: 1, pages: 1 } };
      return NOT_FOUND_REPLY;
    });
    await SalesLeadListPage.openingData({ params: {}, search: new URLSearchParams('status=new') });
    const opening = asked();
    expect(opening).toEqual(['/salesleads?page=1&perPage=10&sort=createdAt&order=desc&status=new']);

    renderApp('/saleslead-list?status=new');
    await screen.findByRole('link', { name: lead.companyName }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
