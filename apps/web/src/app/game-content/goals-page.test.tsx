import type { TKpi, TTargetKpi } from '@rally/contracts/kpis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, uuid } from '../../test/game-fixtures.ts';
import { mockApi, renderApp, signInAs, userOf } from '../../test/render.tsx';

const kpi: TKpi = {
  id: uuid(40),
  competitionId: GAME_ID,
  name: 'Customer calls',
  unit: 'calls',
  direction: 'higher',
  weight: 100,
  position: 0,
};
const target: TTargetKpi = {
  id: uuid(50),
  kpiId: kpi.id,
  kpiName: kpi.name,
  unit: 'calls',
  direction: 'higher',
  sourceType: 'game',
  sourceId: GAME_ID,
  setTimeId: null,
  target: 120,
};

describe('GoalsPage', { timeout: 20_000 }, () => {
  it('changes a target in its cell', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const puts: { path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/auth/me') return { body: { user: userOf('company_admin') } };
      if (path.startsWith('/competition/all')) return { body: { data: [gameOf()], count: 1, pages: 1 } };
      if (path === `/competition/${GAME_ID}`) return { body: gameOf() };
      if (path === `/competition/${GAME_ID}/kpi/1`) return { body: { result: [kpi], count: 1, pages: 1 } };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: [target] };
      if (method === 'PUT' && path === `/targets-kpi/${target.id}`) {
        puts.push({ path, body });
        return { body: { ...target, target: 150 } };
      }
      return { status: 404, body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' } };
    });
    renderApp(`/games/goals/${GAME_ID}`);

    const cell = await screen.findByRole('textbox', { name: 'Target for Customer calls' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Goals');
    await user.clear(cell);
    await user.type(cell, '150{Enter}');

    await waitFor(() => expect(puts).toEqual([{ path: `/targets-kpi/${target.id}`, body: { target: 150 } }]));
    await screen.findByText('Target for Customer calls saved.');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe(
      '/games/game-list',
    );
    expect(breadcrumb.textContent).toBe('Games/Goals');
  });
});
