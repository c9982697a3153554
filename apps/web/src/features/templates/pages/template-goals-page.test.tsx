import type { TTemplateDetail } from '@rally/contracts/templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { uuid } from '../../../test/game-fixtures.ts';
import { renderApp, renderWithProviders, signInAs } from '../../../test/render.tsx';
import {
  serveTemplate,
  serveTemplateApp,
  type TApiCall,
  templateKpi,
  templateOf,
} from '../../../test/template-fixtures.ts';
import { TemplateGoalsPage } from './template-goals-page.tsx';

const templateId = templateKpi.templateId;
const kpi = templateKpi;
const template = (editable: boolean, target: number | null): TTemplateDetail =>
  templateOf({
    editable,
    kpis: [kpi],
    targets:
      target === null
        ? []
        : [
            {
              id: uuid(74),
              templateId,
              kpiId: kpi.id,
              kpiName: kpi.name,
              unit: 'min',
              direction: 'higher',
              target,
            },
          ],
  });

type Calls = TApiCall[];
const serve = (detail: () => TTemplateDetail, calls: Calls) =>
  serveTemplate(detail, calls, ({ method, path }) => {
    if (method === 'POST' && path === '/templatetargetkpi') return { status: 201, body: detail().targets[0] };
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  });

describe('TemplateGoalsPage', { timeout: 20_000 }, () => {
  it('sets a KPI’s goal, and resets every goal after asking', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let target: number | null = null;
    const calls: Calls = [];
    serve(() => template(true, target), calls);
    renderWithProviders(<TemplateGoalsPage />, { path: `/games/template-goals?template=${templateId}` });

    const input = await screen.findByRole('textbox', { name: 'Target for Active minutes' });
    await user.type(input, '600');
    target = 600;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/templatetargetkpi',
      body: { kpiId: kpi.id, target: 600 },
    });

    await user.click(await screen.findByRole('button', { name: 'Reset all targets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset all targets' });
    expect(within(dialog).getByText(/Remove every target of Move, rest, recharge/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset all targets' }));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === `/templatetargetkpi/templates/${templateId}`),
    ).toBe(true);
  });

  it('shows a global template’s goals read-only to a company admin', async () => {
    signInAs('company_admin');
    serve(() => template(false, 600), []);
    renderWithProviders(<TemplateGoalsPage />, { path: `/games/template-goals?template=${templateId}` });
    expect(await screen.findByText(/This is a global template/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Target for Active minutes' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset all targets' })).toBeNull();
  });

  it('opens with the picker’s templates and the template of its address asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => template(true, 30));
    await TemplateGoalsPage.openingData({
      params: {},
      search: new URLSearchParams({ template: templateId }),
    });
    const opening = asked();
    expect(opening.toSorted()).toEqual(['/game/templates/all?perPage=100', `/templates/${templateId}`]);

    renderApp(`/games/template-goals?template=${templateId}`);
    await screen.findByRole('textbox', { name: 'Target for Active minutes' }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
