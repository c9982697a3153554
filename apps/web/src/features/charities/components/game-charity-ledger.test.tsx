import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_ID, uuid } from '../../../test/game-fixtures.ts';
import { mockApi, renderWithProviders, signInAs } from '../../../test/render.tsx';
import { CharityList } from './charity-list.tsx';
import { GameCharityLedger } from './game-charity-ledger.tsx';

const entry = (name: string, fields: Record<string, unknown>) => ({
  charityId: uuid(name.length),
  name,
  pledgePerPoint: 0.05,
  cap: 500,
  currency: 'EUR',
  points: 100,
  raised: 5,
  capReached: false,
  ...fields,
});

describe('GameCharityLedger', { timeout: 20_000 }, () => {
  it('shows each charity with what it raised, a bar towards its cap read out in words, and a reached cap', async () => {
    signInAs('player');
    mockApi(({ path }) =>
      path === `/game/${GAME_ID}/charities`
        ? {
            body: {
              competitionId: GAME_ID,
              charities: [
                entry('Clean Water Now', { cap: 50, raised: 50, capReached: true, pledgePerPoint: 0.02 }),
                entry('Open Libraries', { cap: null, raised: 12.3 }),
                entry('Trees for Tomorrow', { raised: 297.73 }),
              ],
            },
          }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'none' } },
    );
    renderWithProviders(<GameCharityLedger gameId={GAME_ID} />);

    const region = await screen.findByRole('region', { name: 'Raised for charity' }, { timeout: 8000 });
    const trees = await within(region).findByRole('progressbar', { name: 'Raised for Trees for Tomorrow' });
    expect(trees.getAttribute('aria-valuetext')).toBe('€297.73 of €500.00 raised');
    expect(trees.getAttribute('aria-valuenow')).toBe('59.5');
    const water = within(region).getByRole('progressbar', { name: 'Raised for Clean Water Now' });
    expect(water.getAttribute('aria-valuenow')).toBe('100');
    expect(within(region).getByText('Cap reached')).toBeTruthy();
    expect(within(region).getByText('€0.02 per point')).toBeTruthy();
    // No cap: the amount, no bar.
    expect(within(region).getByText('€12.30 raised')).toBeTruthy();
    expect(within(region).getAllByRole('progressbar')).toHaveLength(2);
  });

  it('shows nothing for a game without charities', async () => {
    signInAs('company_admin');
    let asked = false;
    mockApi(() => {
      asked = true;
      return { body: { competitionId: GAME_ID, charities: [] } };
    });
    const { container } = renderWithProviders(<GameCharityLedger gameId={GAME_ID} />);
    await expect.poll(() => asked).toBe(true);
    await expect.poll(() => container.querySelector('section[aria-labelledby]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Raised for charity' })).toBeNull();
  });
});

describe('CharityList totals', { timeout: 20_000 }, () => {
  it('shows platform admins what all games raised per charity, per currency', async () => {
    signInAs('admin');
    const trees = { id: uuid(1), name: 'Trees for Tomorrow', description: '', website: null, logoUrl: null };
    const books = { id: uuid(2), name: 'Open Libraries', description: '', website: null, logoUrl: null };
    mockApi(({ path }) => {
      if (path === '/charity') return { body: [books, trees] };
      if (path === '/charity/totals')
        return {
          body: [
            { charityId: books.id, name: books.name, totals: [] },
            {
              charityId: trees.id,
              name: trees.name,
              totals: [
                { currency: 'EUR', raised: 25, games: 2 },
                { currency: 'USD', raised: 5, games: 1 },
              ],
            },
          ],
        };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
    });
    renderWithProviders(<CharityList />);

    const row = await screen.findByRole('row', { name: /Trees for Tomorrow/ }, { timeout: 8000 });
    expect(await within(row).findByText('€25.00 from 2 games', {}, { timeout: 8000 })).toBeTruthy();
    expect(within(row).getByText('$5.00 from 1 game')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Open Libraries/ })).getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Raised by all games' })).toBeTruthy();
  });
});
