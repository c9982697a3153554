import { expect, type Page } from '@playwright/test';
import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };

/** Picks a day in the German date picker behind `label` ("24. November 2026", the browser's own Intl). */
export async function pickGermanDay(page: Page, label: string, day: Date) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const month = new Intl.DateTimeFormat('de', { month: 'long' }).format(day);
  const name = new RegExp(`^${day.getDate()}\\.? ${month} ${day.getFullYear()}$`);
  const button = page.getByRole('button', { name });
  for (let months = 0; months < 3 && !(await button.isVisible()); months++) {
    await page.getByRole('button', { name: deGames.fields.nextMonth }).click();
  }
  await button.click();
  await expect(page.getByRole('button', { name: label, exact: true })).not.toHaveText(deGames.fields.pickDay);
  // The calendar closes with a transition: until it is gone, the next picker's calendar would be a
  // second one on the page (two "Nächster Monat" buttons, a strict-mode failure in CI).
  await expect(page.getByRole('button', { name: deGames.fields.nextMonth })).toHaveCount(0);
}
