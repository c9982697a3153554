import type { TSetTime } from '@rally/contracts/set-times';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, setTimeOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { RoundsEditor } from './rounds-editor.tsx';

describe('RoundsEditor', { timeout: 60_000 }, () => {
  it('adds two rounds in one go and shows the field the server refuses', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const posted: unknown[] = [];
    let rounds: TSetTime[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/settimes/competition/${GAME_ID}`) return { body: rounds };
      if (method === 'POST' && path === '/settimes') {
        posted.push(body);
        if (posted.length === 1)
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              messageCode: 'validation.fields',
              params: { fields: 'settime.1.startDate' },
              message: 'Check these fields',
              details: [
                {
                  path: 'settime.1.startDate',
                  messageCode: 'setTimes.overlaps',
                  params: { name: 'Week 1', startDate: '2026-03-02', endDate: '2026-03-03' },
                  message: 'overlaps',
                },
              ],
            },
          };
        rounds = [setTimeOf(1), setTimeOf(2)];
        return { status: 201, body: rounds };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<RoundsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(await screen.findByRole('button', { name: 'Add rounds' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rounds' });
    const fill = async (group: HTMLElement, name: string, from: string, to: string) => {
      await user.type(within(group).getByLabelText(/^Name/), name);
      await user.type(within(group).getByLabelText(/^First day/), from);
      await user.type(within(group).getByLabelText(/^Last day/), to);
    };
    await fill(within(dialog).getByRole('group', { name: 'Round 1' }), 'Week 1', '2026-03-02', '2026-03-03');
    await user.click(within(dialog).getByRole('button', { name: 'Another round' }));
    // The new row's name field takes the focus, so typing goes on there.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getAllByLabelText(/^Name/)[1]));
    await fill(within(dialog).getByRole('group', { name: 'Round 2' }), 'Week 2', '2026-03-03', '2026-03-05');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('This round overlaps Week 1 (2026-03-02 to 2026-03-03).'),
    ).toBeTruthy();

    const second = within(dialog).getByRole('group', { name: 'Round 2' });
    await user.clear(within(second).getByLabelText(/^First day/));
    await user.type(within(second).getByLabelText(/^First day/), '2026-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      competitionId: GAME_ID,
      settime: [
        { name: 'Week 1', startDate: '2026-03-02', endDate: '2026-03-03' },
        { name: 'Week 2', startDate: '2026-03-04', endDate: '2026-03-05' },
      ],
    });
    expect(await screen.findByRole('row', { name: /Week 2/ })).toBeTruthy();
  });

  it('reopens a frozen round after confirming, and deletes selected rounds together', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let rounds = [
      setTimeOf(1, { status: 'frozen', closedAt: '2026-03-06T23:00:00.000Z' }),
      setTimeOf(2),
      setTimeOf(3),
    ];
    const calls: string[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/settimes/competition/${GAME_ID}`) return { body: rounds };
      if (method === 'POST' && path === `/settimes/${uuid(61)}/reopen`) {
        calls.push('reopen');
        rounds = rounds.map((r, i) => (i === 0 ? { ...r, status: 'grace', closedAt: null } : r));
        return { body: rounds[0] };
      }
      if (method === 'DELETE' && path === `/settimes/all/${GAME_ID}`) {
        calls.push(`delete ${JSON.stringify(body)}`);
        rounds = rounds.slice(0, 1);
        return { status: 204 };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<RoundsEditor game={gameOf({ status: 'active', phase: 'running' })} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Week 1' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reopen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reopen Week 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(calls).toEqual(['reopen']));
    const row = await screen.findByRole('row', { name: /Week 1/ });
    await waitFor(() => expect(within(row).getByText('Grace period')).toBeTruthy());

    await user.click(screen.getByRole('checkbox', { name: 'Select Week 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Week 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 rounds' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete 2 rounds?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toEqual(['reopen', `delete ${JSON.stringify({ settime_ids: [uuid(62), uuid(63)] })}`]),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Week 3/ })).toBeNull());
  });

  it('closes a running round now after confirming, and offers to freeze a reopened one again', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let rounds = [
      setTimeOf(1, { status: 'running' }),
      setTimeOf(2, { status: 'grace', reopenedAt: '2026-03-08T10:00:00.000Z', reopenedByName: 'Olga' }),
    ];
    const calls: string[] = [];
    mockApi(({ method, path }) => {
      if (path === `/settimes/competition/${GAME_ID}`) return { body: rounds };
      if (method === 'POST' && path === `/settimes/${uuid(61)}/close`) {
        calls.push('close');
        rounds = rounds.map((r, i) =>
          i === 0 ? { ...r, status: 'frozen', closedAt: '2026-03-06T12:00:00.000Z' } : r,
        );
        return { body: rounds[0] };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<RoundsEditor game={gameOf({ status: 'active', phase: 'running' })} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Week 2' }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: 'Freeze again' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Week 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close Week 1 now?' });
    expect(within(confirm).getByText(/told the winners in the app and by e-mail/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(calls).toEqual(['close']));
    const row = await screen.findByRole('row', { name: /Week 1/ });
    await waitFor(() => expect(within(row).getByText('Frozen')).toBeTruthy());
  });
});
