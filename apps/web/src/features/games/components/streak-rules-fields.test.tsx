import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../../test/game-fixtures.ts';
import { meOf, renderWithProviders, serveForm, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { GameRulesForm } from './game-rules-form.tsx';

describe("the game's streak rules", () => {
  it('sends the counting weekdays and freezes, and asks for at least one day', async () => {
    signInAs('company_admin');
    const game = gameOf();
    const sent = serveForm(meOf('company_admin'), {}, (req) => ({
      body: { ...game, rules: (req.body as { rules: object }).rules },
    }));
    const user = userEvent.setup();
    renderWithProviders(<GameRulesForm game={game} submitLabel="Save rules" onSaved={() => undefined} />);
    const group = await screen.findByRole('group', { name: /Days that count for streaks/ });
    expectShown(group);
    for (const day of ['Saturday', 'Sunday']) await user.click(screen.getByRole('checkbox', { name: day }));
    const freezes = screen.getByRole('textbox', { name: /Freeze days per round/ });
    await user.clear(freezes);
    await user.type(freezes, '2');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      competition: { rules: { streakWeekdays: [1, 2, 3, 4, 5], streakFreezes: 2 } },
    });

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expectShown(await screen.findByText('Choose at least one day.'));
    expect(sent).toHaveLength(1);
  });

  it('offers the streak bonus off, and sends its points, start and cap once switched on', async () => {
    signInAs('company_admin');
    const game = gameOf();
    const sent = serveForm(meOf('company_admin'), {}, (req) => ({
      body: { ...game, rules: (req.body as { rules: object }).rules },
    }));
    const user = userEvent.setup();
    renderWithProviders(<GameRulesForm game={game} submitLabel="Save rules" onSaved={() => undefined} />);
    const toggle = await screen.findByRole('switch', { name: /Streak bonus/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: /Bonus points per streak day/ })).toBeNull();
    await user.click(toggle);
    const cap = screen.getByRole('textbox', { name: /Most bonus points per round/ });
    await user.clear(cap);
    await user.type(cap, '20');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      competition: { rules: { streakBonusPoints: 5, streakBonusFrom: 3, streakBonusCap: 20 } },
    });
  });
});
