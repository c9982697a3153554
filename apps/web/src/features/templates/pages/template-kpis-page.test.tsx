import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { renderApp, renderWithProviders, signInAs } from '../../../test/render.tsx';
import {
  serveTemplate,
  serveTemplateApp,
  type TApiCall,
  TEMPLATE_ID,
  templateKpi,
  templateOf,
} from '../../../test/template-fixtures.ts';
import { TemplateKpisPage } from './template-kpis-page.tsx';

const LOADING = { timeout: 15_000 };
const path = `/games/template-kpi?template=${TEMPLATE_ID}`;

describe('TemplateKpisPage', { timeout: 30_000 }, () => {
  it('adds a KPI with the fields a game’s KPI has, and deletes one after asking', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const calls: TApiCall[] = [];
    serveTemplate(
      () => templateOf({ kpis: [templateKpi] }),
      calls,
      ({ method }) =>
        method === 'POST'
          ? { status: 201, body: { ...templateKpi, id: templateKpi.id.replace('71', '75'), name: 'Calls' } }
          : method === 'DELETE'
            ? { status: 204 }
            : undefined,
    );
    renderWithProviders(<TemplateKpisPage />, { path });

    const table = await screen.findByRole('table', { name: 'KPIs of the template' }, LOADING);
    expect(within(table).getByRole('cell', { name: 'Active minutes' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '150' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit KPI Active minutes' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    const dialog = await screen.findByRole('dialog', { name: 'New KPI' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Calls');
    expect(within(dialog).getByRole('textbox', { name: 'Weight' })).toHaveProperty('value', '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add KPI' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/templatekpis',
      body: { templateId: TEMPLATE_ID, name: 'Calls', unit: '', direction: 'higher', weight: 100 },
    });

    await user.click(screen.getByRole('button', { name: 'Delete KPI Active minutes' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete KPI' });
    expect(
      within(ask).getByText('Delete the KPI Active minutes and its target from this template?'),
    ).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/templatekpis/${templateKpi.id}`)).toBe(
      true,
    );
  });

  it('shows a global template’s KPIs without the buttons that change them', async () => {
    signInAs('company_admin');
    serveTemplate(() => templateOf({ editable: false, kpis: [templateKpi] }), []);
    renderWithProviders(<TemplateKpisPage />, { path });
    const table = await screen.findByRole('table', { name: 'KPIs of the template' }, LOADING);
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add KPI' })).toBeNull();
  });

  it('opens with the picker’s templates and the template of its address asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ kpis: [templateKpi] }));
    await TemplateKpisPage.openingData({
      params: {},
      search: new URLSearchParams({ template: TEMPLATE_ID }),
    });
    const opening = asked();
    expect(opening.toSorted()).toEqual(['/game/templates/all?perPage=100', `/templates/${TEMPLATE_ID}`]);

    renderApp(path);
    await screen.findByRole('table', { name: 'KPIs of the template' }, LOADING);
    expect(asked()).toEqual(opening);
  });
});
