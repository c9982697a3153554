import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf } from '../../../test/game-fixtures.ts';
import { ACTUALS, actualsGridOf } from '../../../test/kpi-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { KpiActuals } from './kpi-actuals.tsx';

const { sales: SALES, nps: NPS, ana: ANA } = ACTUALS;
const grid = actualsGridOf;

describe('KpiActuals', { timeout: 20_000 }, () => {
  it('shows the points an actual earns while typing and saves every change in one call', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const saved: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path.startsWith(`/kpi-actuals/competition/${GAME_ID}?`) && method === 'GET')
        return { body: grid() };
      if (path === `/kpi-actuals/competition/${GAME_ID}` && method === 'PUT') {
        saved.push(body);
        return {
          body: grid([
            {
              kpiId: SALES,
              value: 2500,
              achievement: 1,
              points: 100,
              source: 'hand',
              updatedAt: new Date().toISOString(),
            },
          ]),
        };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<KpiActuals game={gameOf({ status: 'active', phase: 'running' })} />);

    // A KPI without a target says it earns nothing.
    expect(await screen.findByText(/No target: no points/, {}, { timeout: 5000 })).toBeTruthy();
    const sales = screen.getByRole('textbox', { name: 'Sales of Ana Silva' });
    await user.type(sales, '500');
    const row = screen.getByRole('row', { name: /Ana Silva/ });
    expect(within(row).getByText('50% · 50 points')).toBeTruthy();
    await user.clear(sales);
    await user.type(sales, '2500');
    // Over 100% is capped at the weight.
    expect(within(row).getByText('100% · 100 points')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'NPS of Ana Silva' }), '70');
    expect(within(row).getByText('No target, no points')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          setTimeId: null,
          subject: 'player',
          entries: [
            { kpiId: SALES, subjectId: ANA, value: 2500 },
            { kpiId: NPS, subjectId: ANA, value: 70 },
          ],
        },
      ]),
    );
    // Focus stays on the save button, where the next round of changes ends.
    const button = await screen.findByRole('button', { name: 'Save 0 changes' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
