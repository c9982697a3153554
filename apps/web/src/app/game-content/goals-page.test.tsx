import type { TSetTime } from '@rally/contracts/set-times';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, uuid } from '../../test/game-fixtures.ts';
import { gameKpi as kpi, gameKpiTarget as target } from '../../test/kpi-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../test/render.tsx';

describe('GoalsPage', { timeout: 20_000 }, () => {
  it('changes a target in its cell', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const puts: { path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path.startsWith('/competition/all')) return { body: { data: [gameOf()], count: 1, pages: 1 } };
      if (path === `/competition/${GAME_ID}`) return { body: gameOf() };
      if (path === `/competition/${GAME_ID}/kpi/1`) return { body: { result: [kpi], count: 1, pages: 1 } };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: [target] };
      if (method === 'PUT' && path === `/targets-kpi/${target.id}`) {
        puts.push({ path, body });
        return { body: { ...target, target: 150 } };
      }
      return NOT_FOUND_REPLY;
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

  it('confirms a saved target even when the refreshed table has re-created its cell', async () => {
    // The cell is keyed by the saved target, so the refreshed list of targets re-creates it. The
    // KPIs' own refresh is held until that has happened: the confirmation must not need the old cell.
    const user = userEvent.setup();
    signInAs('company_admin');
    let stored = target;
    let release = () => {};
    const kpisHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(async ({ method, path, body }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path.startsWith('/competition/all')) return { body: { data: [gameOf()], count: 1, pages: 1 } };
      if (path === `/competition/${GAME_ID}`) return { body: gameOf() };
      if (path === `/competition/${GAME_ID}/kpi/1`) {
        if (stored !== target) await kpisHeld;
        return { body: { result: [kpi], count: 1, pages: 1 } };
      }
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: [stored] };
      if (method === 'PUT' && path === `/targets-kpi/${target.id}`) {
        stored = { ...target, target: (body as { target: number }).target };
        return { body: stored };
      }
      return NOT_FOUND_REPLY;
    });
    renderApp(`/games/goals/${GAME_ID}`);

    const name = 'Target for Customer calls';
    const cell = await screen.findByRole('textbox', { name }, { timeout: 5000 });
    await user.clear(cell);
    await user.type(cell, '150{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name })).not.toBe(cell));
    release();

    await screen.findByText('Target for Customer calls saved.');
    expect((screen.getByRole('textbox', { name }) as HTMLInputElement).value).toBe('150');
  });

  it("sets a round's own target beside the game-wide one, and keeps a frozen round's", async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const round = (n: number, name: string, status: TSetTime['status']): TSetTime => ({
      id: uuid(60 + n),
      competitionId: GAME_ID,
      name,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      position: n,
      status,
      closesAt: '2026-03-10T00:00:00.000Z',
      closedAt: status === 'frozen' ? '2026-03-10T00:00:00.000Z' : null,
      reopenedAt: null,
      reopenedByName: null,
    });
    const week1 = round(1, 'Week 1', 'frozen');
    const week2 = round(2, 'Week 2', 'running');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path.startsWith('/competition/all')) return { body: { data: [gameOf()], count: 1, pages: 1 } };
      if (path === `/competition/${GAME_ID}`) return { body: gameOf() };
      if (path === `/competition/${GAME_ID}/kpi/1`) return { body: { result: [kpi], count: 1, pages: 1 } };
      if (path === `/settimes/competition/${GAME_ID}`) return { body: [week1, week2] };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`)
        return { body: [target, { ...target, id: uuid(51), setTimeId: week1.id, target: 80 }] };
      if (method === 'POST' && path === '/targets-kpi') {
        posts.push(body);
        return { status: 201, body: { ...target, id: uuid(52), setTimeId: week2.id, target: 90 } };
      }
      return NOT_FOUND_REPLY;
    });
    renderApp(`/games/goals/${GAME_ID}`);

    const picker = await screen.findByRole('combobox', { name: 'Targets for' }, { timeout: 5000 });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Week 1 · Frozen' }));
    const frozen = await screen.findByRole('table', { name: 'Targets of the KPIs in Week 1' });
    expect(within(frozen).getByText('80 calls')).toBeTruthy();
    expect(within(frozen).getByText('120 calls')).toBeTruthy();
    expect(screen.getByText('Week 1 is frozen: reopen the round to change its targets.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Target for/ })).toBeNull();

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Week 2 · Running' }));
    const cell = await screen.findByRole('textbox', { name: 'Target for Customer calls in Week 2' });
    expect((cell as HTMLInputElement).value).toBe('');
    await user.type(cell, '90{Enter}');
    await waitFor(() => expect(posts).toEqual([{ kpiId: kpi.id, target: 90, setTimeId: week2.id }]));
  });
  it('takes a goal of 0 where lower is better, and says why not where higher is better', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const complaints = { ...kpi, id: uuid(41), name: 'Complaints', unit: '', direction: 'lower' as const };
    const sent: { method: string; path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path.startsWith('/competition/all')) return { body: { data: [gameOf()], count: 1, pages: 1 } };
      if (path === `/competition/${GAME_ID}`) return { body: gameOf() };
      if (path === `/competition/${GAME_ID}/kpi/1`)
        return { body: { result: [kpi, complaints], count: 2, pages: 1 } };
      if (path === `/game/targets-kpi/competition/${GAME_ID}`) return { body: [target] };
      if (method === 'POST' || method === 'PUT') {
        sent.push({ method, path, body });
        return {
          status: 201,
          body: { ...target, id: uuid(53), kpiId: complaints.id, direction: 'lower', target: 0 },
        };
      }
      return NOT_FOUND_REPLY;
    });
    renderApp(`/games/goals/${GAME_ID}`);

    const calls = await screen.findByRole(
      'textbox',
      { name: 'Target for Customer calls' },
      { timeout: 5000 },
    );
    await user.clear(calls);
    await user.type(calls, '0{Enter}');
    await screen.findByText(/A target of 0 suits only a KPI where lower is better/);
    expect(calls.getAttribute('aria-invalid')).toBe('true');

    const zero = screen.getByRole('textbox', { name: 'Target for Complaints' });
    await user.type(zero, '0{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/targets-kpi', body: { kpiId: complaints.id, target: 0, setTimeId: null } },
      ]),
    );
  });
});
