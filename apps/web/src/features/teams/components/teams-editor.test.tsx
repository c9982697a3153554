import type { TTeam } from '@rally/contracts/teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDoctype, GAME_ID, gameOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { TeamsEditor } from './teams-editor.tsx';

const member = (n: number, fullName: string) => ({
  id: uuid(100 + n),
  userId: uuid(200 + n),
  fullName,
  email: `${fullName.toLowerCase()}@example.com`,
  status: 'active' as const,
});
const team = (n: number, name: string, members: TTeam['members']): TTeam => ({
  id: uuid(n),
  competitionId: GAME_ID,
  name,
  color: '#228be6',
  charityIds: [],
  members,
});

describe('TeamsEditor', { timeout: 20_000 }, () => {
  beforeAll(addDoctype);

  it('moves a player to another team from the player’s menu', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let teams = [team(10, 'Falcons', [member(1, 'Ana')]), team(11, 'Owls', [])];
    const moves: { path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: teams };
      if (method === 'PUT' && path.startsWith('/group/groupuser/')) {
        moves.push({ path, body });
        teams = [team(10, 'Falcons', []), team(11, 'Owls', [member(1, 'Ana')])];
        return { status: 204 };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Ana' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Owls' }));

    await waitFor(() =>
      expect(moves).toEqual([{ path: `/group/groupuser/${uuid(101)}`, body: { groupId: uuid(11) } }]),
    );
    await screen.findByText('Ana moved to Owls.');
    // The keyboard continues at Ana's row, now in Owls, not at the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Ana' })),
    );
    expect(document.activeElement?.closest('[data-team-id]')?.getAttribute('data-team-id')).toBe(uuid(11));
    // Each team's card ends with its "add players" button: Falcons is left empty, Owls has Ana.
    const card = (name: string) =>
      screen.getByRole('button', { name: `Add players to ${name}` }).parentElement;
    expect(card('Falcons')?.textContent).toContain('No players yet: add some, or drop one here.');
    expect(card('Owls')?.textContent).toContain('Ana');
  });

  it('picks a team colour without the picker opening on focus; Escape closes only the picker', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: [team(10, 'Falcons', [])] };
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(await screen.findByRole('button', { name: 'New team' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await user.type(screen.getByRole('textbox', { name: /^Team name/ }), 'Herons');
    await user.click(screen.getByRole('textbox', { name: /^Colour/ }));
    const toggle = screen.getByRole('button', { name: 'Pick a colour' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('slider', { name: 'Hue' })).toBeNull();

    await user.click(toggle);
    await user.click(await screen.findByRole('slider', { name: 'Hue' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('slider', { name: 'Hue' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    // The dialog is still open, with what was typed.
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('textbox', { name: /^Team name/ })).toHaveProperty('value', 'Herons');
  });

  it("sets the charities a team supports among the game's, and shows the choice on its card", async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const link = (n: number, charityName: string) => ({
      id: uuid(300 + n),
      competitionId: GAME_ID,
      charityId: uuid(400 + n),
      charityName,
      pledgePerPoint: 0.05,
      cap: null,
      currency: 'EUR',
    });
    let teams = [team(10, 'Falcons', [])];
    const updates: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: teams };
      if (path === `/competitioncharity?comp_id=${GAME_ID}`)
        return { body: [link(1, 'Clean Water Now'), link(2, 'Trees for Tomorrow')] };
      if (method === 'POST' && path === '/group/update') {
        updates.push(body);
        teams = [{ ...team(10, 'Falcons', []), charityIds: [uuid(402)] }];
        return { body: teams[0] };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'active', phase: 'running' })} />);

    // No choice yet: the team supports every charity of the game.
    expect(
      await screen.findByText("Supports all of the game's charities", {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for team Falcons' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the team' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Charities it supports' }));
    await user.click(await screen.findByRole('option', { name: 'Trees for Tomorrow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(updates).toEqual([
        { group: { id: uuid(10), name: 'Falcons', color: '#228be6', charityIds: [uuid(402)] } },
      ]),
    );
    expect(await screen.findByText('Supports Trees for Tomorrow')).toBeTruthy();
  });

  it('adds the chosen users to a team', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const added: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: [team(10, 'Falcons', [])] };
      if (path.startsWith(`/user/competition/notExisting/${GAME_ID}/0`))
        return {
          body: [
            {
              id: uuid(301),
              fullName: 'Bea',
              email: 'bea@example.com',
              role: 'player',
              companyName: 'Example Co',
            },
            {
              id: uuid(302),
              fullName: 'Cy',
              email: 'cy@example.com',
              role: 'player',
              companyName: 'Example Co',
            },
          ],
        };
      if (method === 'POST' && path === '/competition/add/existing/user') {
        added.push(body);
        return { body: { added: 2, skipped: [] } };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(
      await screen.findByRole('button', { name: 'Add players to Falcons' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select all 2 users shown' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 players' }));

    await waitFor(() =>
      expect(added).toEqual([
        { data: { competitionId: GAME_ID, groupId: uuid(10), userIds: [uuid(301), uuid(302)] } },
      ]),
    );
    expect((await screen.findByText('2 players added to Falcons.')).textContent).toBe(
      '2 players added to Falcons.',
    );
  });

  it('invites a pasted list into a team in one call: the server adds the users and invites the new ones', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    const sent: { method: string; path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: [team(10, 'Falcons', [])] };
      if (method !== 'GET') {
        sent.push({ method, path, body });
        if (path === '/group/invite') return { body: { added: 3, created: 2, skipped: [] } };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(
      await screen.findByRole('button', { name: 'Invite players to Falcons by e-mail' }, { timeout: 5000 }),
    );
    const list = await screen.findByRole('textbox', { name: /^E-mail addresses/ });
    // The dialog opens at its field: the user pastes at once.
    await waitFor(() => expect(document.activeElement).toBe(list));
    await user.type(list, 'Bea@example.com, Dan Ode <dan@example.com>{Enter}eve.li@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite and add 3 players' }));

    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        '3 players added to Falcons (2 new, invited).',
      ),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/group/invite',
        body: {
          data: {
            competitionId: GAME_ID,
            groupId: uuid(10),
            invitees: [
              { email: 'bea@example.com' },
              { email: 'dan@example.com', fullName: 'Dan Ode' },
              { email: 'eve.li@example.com' },
            ],
          },
        },
      },
    ]);
  });

  it('names the address the server refused, and adds nobody', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    mockApi(({ method, path }) => {
      if (path === `/competition/${GAME_ID}/groups`) return { body: [team(10, 'Falcons', [])] };
      if (method === 'POST' && path === '/group/invite')
        return {
          status: 400,
          body: {
            code: 'VALIDATION',
            messageCode: 'validation.fields',
            message: 'Some fields are not valid.',
            details: [
              {
                path: 'data.invitees.1.email',
                messageCode: 'users.emailUnusable',
                message: 'This e-mail address cannot be used.',
              },
            ],
          },
        };
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<TeamsEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await user.click(
      await screen.findByRole('button', { name: 'Invite players to Falcons by e-mail' }, { timeout: 5000 }),
    );
    const list = await screen.findByRole('textbox', { name: /^E-mail addresses/ });
    await user.type(list, 'ann@example.com, taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite and add 2 players' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('taken@example.com: This e-mail cannot be used.')).toBeTruthy();
    expect(within(dialog).getByText('1 address could not be added:')).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'Nobody was added. 1 address could not be added:',
      ),
    );
    // The list stays as typed, to fix and send again.
    expect((list as HTMLTextAreaElement).value).toBe('ann@example.com, taken@example.com');
  });
});
