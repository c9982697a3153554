import { expectAlertShown } from '../support/alerts.ts';
import { expect, test } from '../support/fixtures.ts';
import { organiserApi } from '../support/game-setup.ts';
import { putSession } from '../support/session.ts';

/**
 * The organiser's badge set-up (issue 29): a rule badge with its parameters (a refused one named on
 * its field), its look changed, a badge given by hand with a reason, and a badge deleted; each time
 * focus stays where the organiser goes on and the result is said.
 */
test.describe('badge set-up', () => {
  test.use({ reducedMotion: 'reduce' });

  test('an organiser adds, edits, awards by hand and deletes badges, by keyboard where it counts', async ({
    page,
    request,
  }) => {
    test.slow();
    const api = await organiserApi(request);
    const [ana] = await api.players(['Ana']);
    const game = await api.game('Badges', -1, 30);
    await api.activity(game.id, 'Move more', [{ name: 'Walk to work', points: 10 }]);
    await api.team(game.id, 'Larks', [ana.id]);
    await api.start(game.id);

    await putSession(page, api.session);
    // Reached from the game's content, like its KPIs and charities.
    await page.goto(`/games/game-edit/${game.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Badges', exact: true }).click();
    await expect(page).toHaveURL(`/games/badges/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    const table = page.getByRole('table', { name: "The game's badges" });

    // A rule with parameters: N logs of a behaviour. Zero logs is refused on its own field.
    await page.getByRole('button', { name: 'Add a badge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a badge' });
    await expect(dialog.getByRole('combobox', { name: 'Rule' })).toHaveValue('Regular');
    await dialog.getByRole('combobox', { name: 'Behaviour' }).click();
    await page.getByRole('option', { name: 'Walk to work' }).click();
    const count = dialog.getByRole('textbox', { name: 'Number of logs' });
    await count.fill('0');
    // Sent by Enter from the field, as a keyboard user would.
    await count.press('Enter');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(/Enter 1 or more\./);
    await expect(count).toBeFocused();
    await count.fill('3');
    await dialog.getByRole('button', { name: 'Add badge' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Badge “Regular” added.')).toBeVisible();
    const regular = table.getByRole('row', { name: /Regular/ });
    await expect(regular).toContainText('Log Walk to work 3 times.');
    // The organiser goes on at the new badge's menu.
    await expect(page.getByRole('button', { name: 'Actions for Regular' })).toBeFocused();

    // Its look: a name of its own, by keyboard from its menu.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the badge' });
    await expect(edit.getByRole('textbox', { name: 'Number of logs' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Walker');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expectAlertShown(page, 'Badge “Walker” saved.');
    await expect(table.getByRole('row', { name: /Walker/ })).toContainText('Log Walk to work 3 times.');
    await expect(page.getByRole('button', { name: 'Actions for Walker' })).toBeFocused();

    // A badge given by hand, with a reason, to a player of the game.
    await page.getByRole('button', { name: 'Add a badge' }).click();
    await dialog.getByRole('combobox', { name: 'Rule' }).click();
    await page.getByRole('option', { name: 'Special award' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Team spirit');
    await dialog.getByRole('button', { name: 'Add badge' }).click();
    await expect(dialog).toBeHidden();
    const spirit = table.getByRole('row', { name: /Team spirit/ });
    await expect(spirit).toContainText('Given by an organiser.');
    await page.getByRole('button', { name: 'Actions for Team spirit' }).click();
    await page.getByRole('menuitem', { name: 'Award to a player' }).click();
    const award = page.getByRole('dialog', { name: 'Award “Team spirit”' });
    await award.getByRole('button', { name: 'Award badge' }).click();
    await expect(award.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await award.getByRole('combobox', { name: 'Player' }).fill('Ana');
    await page.getByRole('option', { name: ana.fullName }).click();
    await award.getByRole('textbox', { name: 'Reason' }).fill('Organised the team walk.');
    await award.getByRole('button', { name: 'Award badge' }).click();
    await expect(award).toBeHidden();
    await expect(page.getByText(`“Team spirit” awarded to ${ana.fullName}.`)).toBeVisible();
    await expect(spirit.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions for Team spirit' })).toBeFocused();

    // Deleted after asking; the organiser goes on at "Add a badge".
    await page.getByRole('button', { name: 'Actions for Walker' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Walker”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expectAlertShown(page, 'Badge “Walker” deleted.');
    await expect(table.getByRole('row', { name: /Walker/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a badge' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('badge-setup.png'), fullPage: true });
  });
});
