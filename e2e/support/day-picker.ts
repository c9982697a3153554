import { expect, type Page } from '@playwright/test';
import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };
import enGames from '../../apps/web/src/locales/en/games.json' with { type: 'json' };

type TPickerWords = { nextMonth: string; pickDay: string };

/**
 * Picks the day named `dayName` in the date picker behind `label`, paging months forward as
 * needed, within the calendar that picker opened and once it is open: the calendar shows a frame
 * after the click, and the previous picker's may still be fading out (two "Next month" buttons).
 */
async function pickDayIn(page: Page, label: string, dayName: string | RegExp, words: TPickerWords) {
  const picker = page.getByRole('button', { name: label, exact: true });
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const calendar = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
  const nextMonth = calendar.getByRole('button', { name: words.nextMonth });
  await expect(nextMonth).toBeVisible();
  const button = calendar.getByRole('button', { name: dayName, exact: true });
  for (let months = 0; months < 3 && !(await button.isVisible()); months++) await nextMonth.click();
  await button.click();
  await expect(picker).not.toHaveText(words.pickDay);
  // The calendar closes with a transition: gone before the next picker opens its own.
  await expect(calendar).toHaveCount(0);
}

/** Picks a day in the English date picker behind `label` ("24 November 2026"). */
export function pickDay(page: Page, label: string, day: Date) {
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(day);
  return pickDayIn(page, label, `${day.getDate()} ${month} ${day.getFullYear()}`, enGames.fields);
}

/** Picks a day in the German date picker behind `label` ("24. November 2026", the browser's own Intl). */
export function pickGermanDay(page: Page, label: string, day: Date) {
  const month = new Intl.DateTimeFormat('de', { month: 'long' }).format(day);
  const name = new RegExp(`^${day.getDate()}\\.? ${month} ${day.getFullYear()}$`);
  return pickDayIn(page, label, name, deGames.fields);
}
