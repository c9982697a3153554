import type { TApiKey } from '@rally/contracts/kpi-actuals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { ApiKeysPage } from './api-keys-page.tsx';

const key: TApiKey = {
  id: '00000000-0000-4000-8000-000000000041',
  name: 'Payroll system',
  prefix: 'rk_live_ab',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdByName: 'Alex Example',
  lastUsedAt: null,
  revokedAt: null,
};

describe('ApiKeysPage', { timeout: 30_000 }, () => {
  it('opens with the company’s keys asked for beside the code', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === '/company/api-keys') return { body: [key] };
      return NOT_FOUND_REPLY;
    });
    await ApiKeysPage.openingData();
    const opening = asked();
    expect(opening).toEqual(['/company/api-keys']);

    renderApp('/admin/api-keys');
    await screen.findByRole('rowheader', { name: key.name }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
