import type { TTemplateDetail } from '@rally/contracts/templates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../../test/game-fixtures.ts';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { TemplateGoalsPage } from './template-goals-page.tsx';

const templateId = uuid(70);
const kpi = {
  id: uuid(71),
  templateId,
  name: 'Active minutes',
  unit: 'min',
  direction: 'higher',
  weight: 150,
  position: 0,
} as const;
const template = (editable: boolean, target: number | null): TTemplateDetail => ({
  id: templateId,
  companyId: editable ? uuid(72) : null,
  scope: editable ? 'company' : 'global',
  categoryId: uuid(73),
  categoryKey: 'well-being',
  language: 'en',
  name: 'Move, rest, recharge',
  description: '',
  editable,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  tasks: [],
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
  charities: [],
});

function serve(detail: () => TTemplateDetail, calls: { method: string; path: string; body: unknown }[]) {
  mockApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    if (path === `/templates/${templateId}`) return { body: detail() };
    if (path === '/game/templates/all') return { body: { data: [detail()], count: 1, pages: 1 } };
    if (method === 'POST' && path === '/templatetargetkpi') return { status: 201, body: detail().targets[0] };
    if (method === 'DELETE') return { status: 204 };
    return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
  });
}

describe('TemplateGoalsPage', { timeout: 20_000 }, () => {
  it('sets a KPI’s goal, and resets every goal after asking', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let target: number | null = null;
    const calls: { method: string; path: string; body: unknown }[] = [];
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
});
