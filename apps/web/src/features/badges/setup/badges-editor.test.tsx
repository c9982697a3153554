import type { TGameBadge } from '@rally/contracts/badges';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { GAME_ID, gameOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import type { TPlayerField } from './award-badge-dialog.tsx';
import { BadgesEditor } from './badges-editor.tsx';

const BEHAVIOUR = uuid(7);
const choices = {
  behaviours: [{ group: 'Move more', items: [{ value: BEHAVIOUR, label: 'Walk to work' }] }],
  activities: [],
  quizzes: [],
  kpis: [],
};
const ANA = { userId: uuid(9), fullName: 'Ana Player' };
// The scores area's player search stands in as a button choosing Ana.
const playerField: TPlayerField = ({ value, onChange, label }) => (
  <button type="button" onClick={() => onChange(ANA)}>
    {label}: {value?.fullName ?? 'none'}
  </button>
);

const spirit: TGameBadge = {
  id: uuid(30),
  rule: { kind: 'manual', params: {} },
  name: 'Team spirit',
  description: null,
  icon: 'heart',
  subject: null,
  holders: 0,
};

const render = () =>
  renderWithProviders(
    <BadgesEditor
      game={gameOf({ status: 'active', phase: 'running' })}
      choices={choices}
      playerField={playerField}
    />,
  );

describe('BadgesEditor', { timeout: 20_000 }, () => {
  beforeAll(addDocumentFonts);

  it('sends a rule with its parameters and shows a parameter the server refused on its field', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === `/game/${GAME_ID}/badges`) return { body: { data: [] } };
      if (method === 'POST' && path === `/game/${GAME_ID}/badges`) {
        sent.push(body);
        return {
          status: 400,
          body: {
            code: 'VALIDATION',
            messageCode: 'validation.fields',
            params: { fields: 'rule.params.behaviourId' },
            message: 'Check these fields.',
            details: [
              { path: 'rule.params.behaviourId', messageCode: 'badges.notInGame', message: 'server words' },
            ],
          },
        };
      }
      return NOT_FOUND_REPLY;
    });
    render();

    await user.click(await screen.findByRole('button', { name: 'Add a badge' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a badge' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Behaviour/ }));
    await user.click(await screen.findByRole('option', { name: 'Walk to work' }));
    const count = within(dialog).getByRole('textbox', { name: /^Number of logs/ });
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add badge' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { rule: { kind: 'behaviourLogs', params: { behaviourId: BEHAVIOUR, count: 5 } } },
      ]),
    );
    const behaviour = within(dialog).getByRole('combobox', { name: /^Behaviour/ });
    await waitFor(() => expect(behaviour.getAttribute('aria-invalid')).toBe('true'));
    // In the reader's words, from the server's code.
    expect(within(dialog).getByText("Choose one of this game's own.")).toBeTruthy();
  });

  it('sends an N-day streak and a round rule with their numbers', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === `/game/${GAME_ID}/badges`) return { body: { data: [] } };
      if (method === 'POST' && path === `/game/${GAME_ID}/badges`) {
        sent.push(body);
        return { status: 201, body: { ...spirit, id: uuid(31), rule: (body as TGameBadge).rule } };
      }
      return NOT_FOUND_REPLY;
    });
    render();
    const add = async (rule: string, field: RegExp, value: string) => {
      await user.click(await screen.findByRole('button', { name: 'Add a badge' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a badge' });
      await user.click(within(dialog).getByRole('combobox', { name: /^Rule/ }));
      await user.click(await screen.findByRole('option', { name: rule }));
      const input = within(dialog).getByRole('textbox', { name: field });
      await user.clear(input);
      await user.type(input, value);
      await user.click(within(dialog).getByRole('button', { name: 'Add badge' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await add('On a roll', /^Days in a row/, '10');
    await add('Podium', /^Places/, '2');
    expect(sent).toEqual([
      { rule: { kind: 'streakDays', params: { days: 10 } } },
      { rule: { kind: 'roundTop', params: { places: 2 } } },
    ]);
  });

  it('awards a hand badge to a player with a reason', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const awarded: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === `/game/${GAME_ID}/badges`)
        return { body: { data: [{ ...spirit, holders: awarded.length }] } };
      if (method === 'POST' && path === `/badges/${spirit.id}/awards`) {
        awarded.push(body);
        return { body: { awarded: true } };
      }
      return NOT_FOUND_REPLY;
    });
    render();

    await user.click(
      await screen.findByRole('button', { name: 'Actions for Team spirit' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Award to a player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award “Team spirit”' });
    await user.click(within(dialog).getByRole('button', { name: 'Player: none' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Organised the team walk.');
    await user.click(within(dialog).getByRole('button', { name: 'Award badge' }));

    await waitFor(() =>
      expect(awarded).toEqual([{ userId: ANA.userId, reason: 'Organised the team walk.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('“Team spirit” awarded to Ana Player.')).toBeTruthy();
  });

  it('lists a hand badge’s holders and takes it back from one, continuing at the next and saying so', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const BO = { userId: uuid(10), name: 'Bo Player', awardedAt: '2026-11-20T10:00:00.000Z', reason: null };
    let holders = [
      {
        userId: ANA.userId,
        name: ANA.fullName,
        awardedAt: '2026-11-21T10:00:00.000Z',
        reason: 'Led the walk.',
      },
      BO,
    ];
    const takenBack: string[] = [];
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === `/game/${GAME_ID}/badges`)
        return { body: { data: [{ ...spirit, holders: holders.length }] } };
      if (method === 'GET' && path === `/badges/${spirit.id}/awards`)
        return { body: { data: holders, total: holders.length } };
      if (method === 'DELETE' && path.startsWith(`/badges/${spirit.id}/awards/`)) {
        const userId = path.split('/').at(-1) ?? '';
        takenBack.push(userId);
        holders = holders.filter((h) => h.userId !== userId);
        return { status: 204 };
      }
      return NOT_FOUND_REPLY;
    });
    render();

    await user.click(
      await screen.findByRole('button', { name: 'Actions for Team spirit' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Holders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holders of “Team spirit”' });
    expect(await within(dialog).findByText('Ana Player')).toBeTruthy();
    expect(within(dialog).getByText(/Led the walk\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Take back “Team spirit” from Ana Player' }));

    await waitFor(() => expect(takenBack).toEqual([ANA.userId]));
    const next = within(dialog).getByRole('button', { name: 'Take back “Team spirit” from Bo Player' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(within(dialog).queryByText('Ana Player')).toBeNull();
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        '“Team spirit” taken back from Ana Player.',
      ),
    );
    await user.click(next);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nobody holds this badge now.'));
  });
});
