import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, unique } from '../support/accounts.ts';
import { getToken } from '../support/api.ts';
import { expectAccessibleInSkinsAndPhone } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { demoGame } from '../support/game-setup.ts';

/** The demo company's running game, which the demo player plays in. */
async function demoGameId(request: APIRequestContext) {
  const { accessToken } = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
  return (await demoGame(request, accessToken)).id;
}

/** A real (small) PNG: the server decodes it for its thumbnail. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwElEQVR4nO3ZwQnDQADEQPd0TaqWVJl/IP6EsH4MXAVCK5/t67xyzncIFzrnVhGAAqhfVsKgAIpB/e9RY2IBFIMysVYXWg0KoBiUiaVBPfO7gkgHUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j46LYgDFoEyshxx/VgMoBmViaVDzHot0AMWgTKx5d1wUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+O8ASvSefD8omUGAAAAAElFTkSuQmCC',
  'base64',
);

// Points as the player home shows them: grouped by thousands ("1,003").
const points = (page: Page) =>
  page
    .getByRole('region', { name: 'Your standing' })
    .getByText(/^\d{1,3}(,\d{3})*$/)
    .first();
const shown = (n: number) => n.toLocaleString('en-US');

test('an organiser uploads an image, writes a question on it and puts it in the demo game; a player answers it once and sees the points', async ({
  page,
  request,
  signInFast,
}) => {
  test.slow(); // an upload, a question, two accounts, axe on the item and the player's quiz
  const gameId = await demoGameId(request);
  const header = unique('Posture at the desk');
  await signInFast('company_admin');

  // Upload: the type is read from the content; the item page shows the image.
  await page.goto('/games/media-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload media' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'posture.png', mimeType: 'image/png', buffer: PICTURE });
  await page.getByLabel('Header').fill(header);
  await page.getByLabel('Description').fill('Sit tall, screen at eye level, feet flat.');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: header })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: header })).toBeVisible();

  // A question, single choice, 15 points.
  await page.getByRole('button', { name: 'Add a question' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('Where should the top of the screen be?');
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('At eye level');
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Well below the chin');
  await dialog.getByRole('textbox', { name: 'Points for a correct answer' }).fill('15');
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Question 1' })).toContainText('At eye level');
  await expectAccessibleInSkinsAndPhone(page, 'media item');

  // The library lists it with its thumbnail.
  await page.goto('/games/media');
  await page.getByLabel('Search').fill(header);
  await expect(page.getByRole('article', { name: header })).toContainText('1 question');

  // The demo game's quiz takes it.
  await page.goto(`/games/quiz-configuration/${gameId}`);
  await page.getByRole('button', { name: `Add ${header} to the quiz` }).click();
  await expect(page.getByRole('region', { name: /In this game's quiz/ })).toContainText(header);

  // The player answers on their home: the correct answer is not sent before, the points join their score.
  await signInFast('player');
  await page.goto(`/play/${gameId}`);
  const quiz = page.getByRole('article', { name: header });
  await expect(quiz).toBeVisible();
  const before = Number((await points(page).textContent())?.replaceAll(',', ''));
  await expectAccessibleInSkinsAndPhone(page, 'player quiz');
  await quiz.getByRole('radio', { name: 'At eye level' }).check();
  await quiz.getByRole('button', { name: 'Answer' }).click();
  await expect(quiz.getByText('Correct! +15 points')).toBeVisible();
  await expect(points(page)).toHaveText(shown(before + 15));
  await expect(quiz.getByRole('button', { name: 'Answer' })).toHaveCount(0);
  // Kept by the server, not only shown: opened again, the quiz stays answered and the points stay.
  await page.reload();
  await expect(quiz.getByText('Correct! +15 points')).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Answer' })).toHaveCount(0);
  await expect(points(page)).toHaveText(shown(before + 15));
});
