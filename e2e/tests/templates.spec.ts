import type { APIRequestContext, Page } from '@playwright/test';
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };
import deTemplates from '../../apps/web/src/locales/de/templates.json' with { type: 'json' };
import enTemplates from '../../apps/web/src/locales/en/templates.json' with { type: 'json' };
import { unique } from '../support/accounts.ts';
import { expectAccessibleInSkinsAndPhone, expectNoAxeViolations, inBothSkins } from '../support/axe.ts';
import { pickGermanDay } from '../support/day-picker.ts';
import { expect, test } from '../support/fixtures.ts';
import { ownCompany } from '../support/people.ts';
import { putSession, settingsApplied } from '../support/session.ts';

/** A company of the test's own, its first organiser signed in: language changes stay with them. */
async function freshOrganiser(page: Page, request: APIRequestContext) {
  const { session } = await ownCompany(request, { company: 'Templates', first: 'Tess' });
  await putSession(page, session);
}

test.describe('templates', () => {
  test('an organiser picks the Well-being template in German, previews it and creates a game with its habits', async ({
    page,
    request,
  }) => {
    test.slow(); // a new company, the language switch, a game made
    await freshOrganiser(page, request);
    await page.goto('/games/template');
    await expect(page.getByRole('heading', { level: 1, name: enTemplates.library.title })).toBeVisible();
    await settingsApplied(page);

    // The organiser switches the app to German: the library lists the German templates.
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: deTemplates.library.title })).toBeVisible();
    await main.getByRole('combobox', { name: deTemplates.library.category }).click();
    await page.getByRole('option', { name: new RegExp(`^${deTemplates.categories['well-being']}`) }).click();
    await expect(main.getByText(deTemplates.library.count_one.replace('{{count}}', '1'))).toBeVisible();
    const card = main.getByRole('listitem').filter({ hasText: 'Bewegen, erholen, auftanken' });
    await expect(card.getByText(deTemplates.scope.global)).toBeVisible();
    await card.getByRole('link', { name: 'Vorschau von Bewegen, erholen, auftanken' }).click();

    // The preview: the habits with their behaviours, the KPIs with their targets.
    await expect(main.getByRole('heading', { level: 1, name: 'Bewegen, erholen, auftanken' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '3 Gewohnheiten' })).toBeVisible();
    await expect(main.getByText('8.000 Schritte gehen')).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Aktive Minuten' })).toBeVisible();
    await expect(main.getByRole('cell', { name: '600 Min.' })).toBeVisible();
    await inBothSkins(page, (skin) =>
      expectNoAxeViolations(page, `template preview in German, ${skin} skin`),
    );

    // A game from it: a name and dates, then the draft opens in the set-up on its rules (the
    // template sets none: the standard ones are shown to be checked), then its habits.
    const name = `Gesund durch den Herbst ${unique('g')}`;
    await main.getByRole('textbox', { name: deGames.fields.name }).fill(name);
    const start = new Date();
    const end = new Date(start.getTime() + 14 * 86_400_000);
    await pickGermanDay(page, deGames.fields.startDate, start);
    await pickGermanDay(page, deGames.fields.endDate, end);
    await main.getByRole('button', { name: deTemplates.createGame.submit }).click();
    await expect(page).toHaveURL(/\/games\/game-configuration\/[^/?]+\?step=rules$/);
    await expect(
      page.getByRole('heading', { level: 2, name: deGames.steps.rules.label, exact: true }),
    ).toBeFocused();
    await expect(main.getByTestId('template-rules')).toContainText('legt keine eigenen Regeln fest');
    await main.getByRole('button', { name: deGames.wizard.saveAndContinue }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gewohnheiten', exact: true })).toBeFocused();
    for (const habit of ['Bewegung', 'Erholung', 'Kopf']) {
      await expect(main.getByText(habit, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText('Mindestens 7 Stunden schlafen')).toBeVisible();
    // The German navigation names the library too.
    await expect(
      page
        .getByRole('navigation', { name: deCommon.shell.navigation })
        .getByText(deTemplates.library.title, { exact: true }),
    ).toBeVisible();
  });

  test('the template screens are accessible in both skins and at phone width, and a game saves as a template', async ({
    page,
    request,
  }) => {
    test.slow(); // seven screens, each in two skins and at phone width
    await freshOrganiser(page, request);
    const main = page.getByRole('main');
    await page.goto('/games/template');
    await expect(main.getByRole('heading', { level: 1, name: enTemplates.library.title })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Preview Pipeline builder' })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template library');

    // A company template from scratch: its habits screen opens.
    const templateName = `Onboarding week ${unique('t')}`;
    await main.getByRole('button', { name: enTemplates.library.new }).click();
    const dialog = page.getByRole('dialog', { name: enTemplates.library.newTitle });
    await dialog.getByRole('textbox', { name: enTemplates.form.name }).fill(templateName);
    await dialog.getByRole('combobox', { name: enTemplates.form.category }).click();
    await page.getByRole('option', { name: enTemplates.categories.leadership }).click();
    await dialog.getByRole('button', { name: enTemplates.library.create }).click();
    await expect(page).toHaveURL(/\/games\/template-habit\/[^/]+$/);
    await main.getByRole('textbox', { name: enTemplates.habit.name }).fill('Welcome people');
    await main.getByRole('button', { name: enTemplates.habits.create }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Welcome people' })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template habits');

    await main.getByRole('link', { name: 'Edit habit Welcome people' }).click();
    const newBehaviour = main.getByRole('region', { name: enTemplates.behaviour.add });
    await newBehaviour
      .getByRole('textbox', { name: enTemplates.behaviour.name })
      .fill('Have lunch with a new colleague');
    await newBehaviour.getByRole('button', { name: enTemplates.behaviour.create }).click();
    await expect(main.getByRole('link', { name: 'Have lunch with a new colleague' })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template habit');

    await main.getByRole('link', { name: enTemplates.habit.back.replace('{{name}}', templateName) }).click();
    await main
      .getByRole('navigation', { name: enTemplates.parts.label })
      .getByRole('link', { name: 'KPIs' })
      .click();
    await main.getByRole('button', { name: enTemplates.kpi.add }).click();
    const kpiDialog = page.getByRole('dialog', { name: enTemplates.kpi.newTitle });
    await kpiDialog.getByRole('textbox', { name: enTemplates.kpi.name }).fill('New hires welcomed');
    await kpiDialog.getByRole('button', { name: enTemplates.kpi.create }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByRole('cell', { name: 'New hires welcomed', exact: true })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template KPIs');

    await main
      .getByRole('navigation', { name: enTemplates.parts.label })
      .getByRole('link', { name: 'Goals' })
      .click();
    await main.getByRole('textbox', { name: 'Target for New hires welcomed' }).fill('6');
    await main.getByRole('button', { name: enTemplates.goals.save }).click();
    await expect(main.getByRole('button', { name: enTemplates.goals.reset })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template goals');

    await main
      .getByRole('navigation', { name: enTemplates.parts.label })
      .getByRole('link', { name: 'Charities' })
      .click();
    await expect(main.getByText(enTemplates.charity.empty)).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template charities');

    await main
      .getByRole('navigation', { name: enTemplates.parts.label })
      .getByRole('link', { name: 'Preview' })
      .click();
    await expect(main.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
    await expect(main.getByRole('cell', { name: '6', exact: true })).toBeVisible();
    await expectAccessibleInSkinsAndPhone(page, 'template preview');

    // A game from the template, saved back as a template from the game's view: the habit comes along.
    await main.getByRole('textbox', { name: 'Name' }).fill(`Welcome month ${unique('g')}`);
    await main.getByRole('button', { name: enTemplates.createGame.submit }).click();
    await expect(page).toHaveURL(/\/games\/game-configuration\/[^/?]+\?step=rules$/);
    const gameId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`/games/game-view/${gameId}`);
    await main.getByRole('button', { name: enTemplates.save.button }).click();
    const saveDialog = page.getByRole('dialog', { name: enTemplates.save.title });
    const savedName = `Welcome month template ${unique('t')}`;
    await saveDialog.getByRole('textbox', { name: enTemplates.form.name }).fill(savedName);
    await saveDialog.getByRole('combobox', { name: enTemplates.form.category }).click();
    await page.getByRole('option', { name: enTemplates.categories.leadership }).click();
    await saveDialog.getByRole('button', { name: enTemplates.save.submit }).click();
    await expect(main.getByRole('heading', { level: 1, name: savedName })).toBeVisible();
    await expect(main.getByText('Have lunch with a new colleague')).toBeVisible();

    // The wizard offers the templates before a new game's details.
    await page.goto('/games/game-configuration');
    await expect(main.getByRole('link', { name: enTemplates.wizard.button })).toBeVisible();
  });
});
