import type { TKpi } from '@rally/contracts/kpis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { KpisEditor } from './kpis-editor.tsx';

const kpi: TKpi = {
  id: uuid(40),
  competitionId: GAME_ID,
  name: 'Distance cycled',
  unit: 'km',
  direction: 'higher',
  weight: 100,
  position: 0,
};

describe('KpisEditor', { timeout: 20_000 }, () => {
  it('sets a KPI’s target', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let targets: unknown[] = [];
    const created: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/competition/${GAME_ID}/kpi/1`) return { body: { result: [kpi], count: 1, pages: 1 } };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: targets };
      if (method === 'PUT' && path === `/kpi/${kpi.id}`) return { body: kpi };
      if (method === 'POST' && path === '/targets-kpi') {
        created.push(body);
        const target = {
          id: uuid(50),
          kpiId: kpi.id,
          kpiName: kpi.name,
          unit: 'km',
          direction: 'higher',
          sourceType: 'game',
          sourceId: GAME_ID,
          setTimeId: null,
          target: 500,
        };
        targets = [target];
        return { status: 201, body: target };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<KpisEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(
      await screen.findByRole('button', { name: 'Actions for KPI Distance cycled' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit KPI' });
    await user.type(within(dialog).getByLabelText(/^Target/), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(created).toEqual([{ kpiId: kpi.id, target: 500, setTimeId: null }]));
    const row = await screen.findByRole('row', { name: /Distance cycled/ });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toContain('500 km'),
    );
  });

  it('shows why an active game refuses to delete a KPI', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const message = 'This game is running: this can only be removed while the game is a draft.';
    mockApi(({ method, path }) => {
      if (path === `/competition/${GAME_ID}/kpi/1`) return { body: { result: [kpi], count: 1, pages: 1 } };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: [] };
      if (method === 'DELETE')
        return {
          status: 409,
          body: { code: 'CONFLICT', messageCode: 'games.removeOnlyDraftRunning', message: 'server words' },
        };
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<KpisEditor game={gameOf({ status: 'active', phase: 'running' })} />);

    await user.click(
      await screen.findByRole('button', { name: 'Actions for KPI Distance cycled' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete KPI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the KPI Distance cycled?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete KPI' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  });
});
