import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { charitiesQueryOptions } from '../../../lib/charity-queries.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { asked } from '../../../test/asked.ts';
import { uuid } from '../../../test/game-fixtures.ts';
import { renderApp, renderWithProviders, signInAs } from '../../../test/render.tsx';
import {
  serveTemplate,
  serveTemplateApp,
  type TApiCall,
  TEMPLATE_ID,
  templateOf,
} from '../../../test/template-fixtures.ts';
import { TemplateCharitiesPage } from './template-charities-page.tsx';

const LOADING = { timeout: 15_000 };
const link = {
  id: uuid(80),
  templateId: TEMPLATE_ID,
  charityId: uuid(81),
  charityName: 'Clean Rivers',
  pledgePerPoint: 0.05,
  cap: null,
  currency: 'EUR',
} as const;

describe('TemplateCharitiesPage', { timeout: 30_000 }, () => {
  it('lists the charities with their pledge, removes one after asking, and offers the pledge fields', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const calls: TApiCall[] = [];
    serveTemplate(
      () => templateOf({ charities: [link] }),
      calls,
      ({ method, path }) =>
        path === '/charity' ? { body: [] } : method === 'DELETE' ? { status: 204 } : undefined,
    );
    renderWithProviders(<TemplateCharitiesPage />, {
      path: `/games/template-charity?template=${TEMPLATE_ID}`,
    });

    const table = await screen.findByRole('table', { name: 'Charities of the template' }, LOADING);
    expect(within(table).getByRole('cell', { name: 'no cap' })).toBeTruthy();
    const add = screen.getByRole('region', { name: 'Add a charity' });
    expect(within(add).getByRole('textbox', { name: /^Pledge per point/ })).toHaveProperty('value', '0.05');
    expect(within(add).getByRole('textbox', { name: /^Cap/ })).toHaveProperty('value', '');
    expect(within(add).getByRole('button', { name: 'Add charity' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Remove charity Clean Rivers' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove charity' });
    expect(within(ask).getByText('Remove Clean Rivers from this template?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/templatecharity/${link.id}`)).toBe(true);
  });

  it('opens with the template of its address, the picker’s templates and the charities to add asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(
      () => templateOf({ charities: [link] }),
      ({ path }) => (path === '/charity' ? { body: [] } : undefined),
    );
    await TemplateCharitiesPage.openingData({
      params: {},
      search: new URLSearchParams({ template: TEMPLATE_ID }),
    });
    const opening = asked();
    expect(opening.toSorted()).toEqual([
      '/charity',
      '/game/templates/all?perPage=100',
      `/templates/${TEMPLATE_ID}`,
    ]);

    renderApp(`/games/template-charity?template=${TEMPLATE_ID}`);
    await screen.findByRole('region', { name: 'Add a charity' }, LOADING);
    expect(asked()).toEqual(opening);
  });

  it('asks for no charities to add when the template is not the caller’s to change', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ editable: false, charities: [link] }));
    await TemplateCharitiesPage.openingData({
      params: {},
      search: new URLSearchParams({ template: TEMPLATE_ID }),
    });
    expect(asked().toSorted()).toEqual(['/game/templates/all?perPage=100', `/templates/${TEMPLATE_ID}`]);
  });

  it('reads the platform’s charities the charity screens already hold: one list, asked for once', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ charities: [] }));
    const rivers = {
      id: link.charityId,
      name: 'Clean Rivers',
      description: '',
      website: null,
      logoUrl: null,
    };
    queryClient.setQueryData(charitiesQueryOptions().queryKey, [rivers]);

    renderApp(`/games/template-charity?template=${TEMPLATE_ID}`);
    const add = await screen.findByRole('region', { name: 'Add a charity' }, LOADING);
    await userEvent.setup().click(within(add).getByRole('combobox', { name: /^Charity/ }));
    expect(await screen.findByRole('option', { name: 'Clean Rivers' })).toBeTruthy();
    expect(asked()).not.toContain('/charity');
  });
});
