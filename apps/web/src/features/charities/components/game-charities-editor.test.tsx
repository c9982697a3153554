import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, NOT_FOUND_REPLY, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { GameCharitiesEditor } from './game-charities-editor.tsx';

const charity = { id: uuid(60), name: 'Clean Rivers', description: '', website: null, logoUrl: null };

describe('GameCharitiesEditor', { timeout: 20_000 }, () => {
  it('links a charity with its pledge per point and cap', async () => {
    const user = userEvent.setup();
    signInAs('company_admin');
    let links: unknown[] = [];
    const posted: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/charity') return { body: [charity] };
      if (method === 'GET' && path === `/competitioncharity?comp_id=${GAME_ID}`) return { body: links };
      if (method === 'POST' && path === '/competitioncharity') {
        posted.push(body);
        const link = { id: uuid(70), charityName: charity.name, ...(body as object) };
        links = [link];
        return { status: 201, body: link };
      }
      return NOT_FOUND_REPLY;
    });
    renderWithProviders(<GameCharitiesEditor game={gameOf({ status: 'draft', phase: 'draft' })} />);

    await screen.findByText('No charity linked yet.', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Link a charity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a charity' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Charity/ }));
    await user.click(await screen.findByRole('option', { name: 'Clean Rivers' }));
    const pledge = within(dialog).getByLabelText(/^Pledge per point/);
    await user.clear(pledge);
    await user.type(pledge, '0.05');
    await user.type(within(dialog).getByLabelText(/^Cap/), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Link charity' }));

    await waitFor(() =>
      expect(posted).toEqual([
        { competitionId: GAME_ID, charityId: charity.id, pledgePerPoint: 0.05, cap: 2500, currency: 'EUR' },
      ]),
    );
    const row = await screen.findByRole('row', { name: /Clean Rivers/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Clean Rivers', '€0.05', '€2,500.00']));
  });
});
