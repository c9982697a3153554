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
    // Typed, not saved: the points say so.
    expect(within(row).getByText('Not saved: 50% · 50 points')).toBeTruthy();
    await user.clear(sales);
    await user.type(sales, '2500');
    // Over 100% is capped at the weight.
    expect(within(row).getByText('Not saved: 100% · 100 points')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'NPS of Ana Silva' }), '70');
    expect(within(row).getByText('Not saved: No target, no points')).toBeTruthy();

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

  it('marks a bad cell as it is typed and saves nothing until it is fixed', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const saved: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path.startsWith(`/kpi-actuals/competition/${GAME_ID}?`) && method === 'GET')
        return { body: grid() };
      if (method === 'PUT') saved.push(body);
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<KpiActuals game={gameOf({ status: 'active', phase: 'running' })} />);
    const sales = await screen.findByRole('textbox', { name: 'Sales of Ana Silva' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'NPS of Ana Silva' }), '70');
    await user.type(sales, '-5');
    // Marked as typed: invalid, with the reason as its description, and no points claimed.
    expect(sales.getAttribute('aria-invalid')).toBe('true');
    expect(sales.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(
      String(sales.getAttribute('aria-describedby')).split(' ')[0] ?? '',
    );
    expect(reason?.textContent).toBe('Enter 0 or more.');
    expect(within(sales.closest('td') as HTMLElement).queryByText(/points/)).toBeNull();

    // Saving is refused: nothing is sent, the alert names the cell, focus goes to it.
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sales of Ana Silva: Enter 0 or more.');
    await waitFor(() => expect(document.activeElement).toBe(sales));
    expect(saved).toEqual([]);

    await user.clear(sales);
    await user.type(sales, '5');
    expect(sales.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the cell the server refuses, keeps the typed values unsaved and throws nothing', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    mockApi(({ method, path }) => {
      if (path.startsWith(`/kpi-actuals/competition/${GAME_ID}?`) && method === 'GET')
        return { body: grid() };
      if (method === 'PUT')
        return {
          status: 400,
          body: {
            code: 'VALIDATION',
            messageCode: 'validation.fields',
            params: { fields: 'entries.1.value' },
            message: 'Check entries.1.value.',
            details: [
              {
                path: 'entries.1.value',
                messageCode: 'validation.tooBig',
                params: { maximum: 100 },
                message: 'Enter a number of at most 100.',
              },
            ],
          },
        };
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<KpiActuals game={gameOf({ status: 'active', phase: 'running' })} />);
    const sales = await screen.findByRole('textbox', { name: 'Sales of Ana Silva' }, { timeout: 5000 });
    const nps = screen.getByRole('textbox', { name: 'NPS of Ana Silva' });
    await user.type(sales, '500');
    await user.type(nps, '700');
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('NPS of Ana Silva: Enter a number of at most 100.');
    expect(nps.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nps));
    const row = screen.getByRole('row', { name: /Ana Silva/ });
    expect(within(row).getByText('Not saved: 50% · 50 points')).toBeTruthy();
    // The row's total counts what is saved: nothing yet.
    const total = within(row).getAllByRole('cell').at(-1);
    expect(total?.textContent).toBe('050 points once saved');
  });

  it("names a round's share of the game target as the round's target", async () => {
    signInAs('company_admin');
    const prorated = grid();
    prorated.columns = prorated.columns.map((c) =>
      c.kpiId === SALES ? { ...c, target: 333.3333, targetScope: 'prorated' } : c,
    );
    mockApi(({ method, path }) =>
      path.startsWith(`/kpi-actuals/competition/${GAME_ID}?`) && method === 'GET'
        ? { body: prorated }
        : NOT_FOUND_REPLY,
    );
    renderWithProviders(<KpiActuals game={gameOf({ status: 'active', phase: 'running' })} />);
    expect(
      await screen.findByText(
        /Round target 333.3333 EUR: the game's target for the round's days/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
