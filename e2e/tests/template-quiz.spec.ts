import type { APIRequestContext } from '@playwright/test';
import { ZAddPlayersResponse, ZTeam } from '@rally/contracts/teams';
import deGames from '../../apps/web/src/locales/de/games.json' with { type: 'json' };
import deMedia from '../../apps/web/src/locales/de/media.json' with { type: 'json' };
import deTemplates from '../../apps/web/src/locales/de/templates.json' with { type: 'json' };
import enMedia from '../../apps/web/src/locales/en/media.json' with { type: 'json' };
import { unique } from '../support/accounts.ts';
import { callApi, getToken } from '../support/api.ts';
import { pickGermanDay } from '../support/day-picker.ts';
import { expect, test } from '../support/fixtures.ts';
import { invitedUser, ownCompany } from '../support/people.ts';
import { putSession, settingsApplied } from '../support/session.ts';

/** A real (small) PNG: the server decodes it for its thumbnail. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwElEQVR4nO3ZwQnDQADEQPd0TaqWVJl/IP6EsH4MXAVCK5/t67xyzncIFzrnVhGAAqhfVsKgAIpB/e9RY2IBFIMysVYXWg0KoBiUiaVBPfO7gkgHUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j46LYgDFoEyshxx/VgMoBmViaVDzHot0AMWgTKx5d1wUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+O8ASvSefD8omUGAAAAAElFTkSuQmCC',
  'base64',
);

const with_ = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

/**
 * A player of the organiser's company in a team of the game, with the password they chose through
 * their invitation (set up through the API: not this test's subject).
 */
async function playerInTeam(request: APIRequestContext, token: string, gameId: string) {
  const account = await invitedUser(request, token, { role: 'player', first: 'Paula' });
  const team = await callApi(
    request,
    token,
    { method: 'POST', path: '/group/add', data: { group: { competitionId: gameId, name: 'Team Sonne' } } },
    { status: 201, schema: ZTeam },
  );
  await callApi(
    request,
    token,
    {
      method: 'POST',
      path: '/competition/add/existing/user',
      data: { data: { competitionId: gameId, groupId: team.id, userIds: [account.id] } },
    },
    { status: 200, schema: ZAddPlayersResponse },
  );
  return account;
}

test('an organiser creates a game from a Well-being template in German, adds a quiz on an uploaded image, activates the game; a player answers the quiz and sees the points', async ({
  page,
  request,
}) => {
  test.slow(); // a new company, the language switch, a game made from a template, an upload, a player
  const { session: organiser } = await ownCompany(request, { company: 'Quiz', first: 'Greta' });
  await putSession(page, organiser);
  const main = page.getByRole('main');

  // In German, the Well-being template becomes a draft game.
  await page.goto('/games/template');
  await settingsApplied(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(main.getByRole('heading', { level: 1, name: deTemplates.library.title })).toBeVisible();
  await main.getByRole('combobox', { name: deTemplates.library.category }).click();
  await page.getByRole('option', { name: new RegExp(`^${deTemplates.categories['well-being']}`) }).click();
  await main.getByRole('link', { name: 'Vorschau von Bewegen, erholen, auftanken' }).click();
  const gameName = `Gesund im Büro ${unique('g')}`;
  await main.getByRole('textbox', { name: deGames.fields.name }).fill(gameName);
  const today = new Date();
  await pickGermanDay(page, deGames.fields.startDate, today);
  await pickGermanDay(page, deGames.fields.endDate, new Date(today.getTime() + 14 * 86_400_000));
  await main.getByRole('button', { name: deTemplates.createGame.submit }).click();
  await expect(page).toHaveURL(/\/games\/game-configuration\/[^/?]+\?step=rules$/);
  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const player = await playerInTeam(request, organiser.accessToken, gameId);

  // An image in the media library, in German, with a question on it.
  const header = `Haltung am Schreibtisch ${unique('m')}`;
  await page.goto('/games/media-configuration');
  await expect(main.getByRole('heading', { level: 1, name: deMedia.form.uploadTitle })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'haltung.png', mimeType: 'image/png', buffer: PICTURE });
  await main.getByRole('textbox', { name: deMedia.form.header }).fill(header);
  await main.getByRole('button', { name: deMedia.form.upload, exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: header })).toBeVisible();
  await main.getByRole('button', { name: deMedia.questions.add }).click();
  const dialog = page.getByRole('dialog', { name: deMedia.questions.addTitle });
  await dialog
    .getByRole('textbox', { name: deMedia.questions.text, exact: true })
    .fill('Wo sitzt der Bildschirm richtig?');
  await dialog
    .getByRole('textbox', { name: with_(deMedia.questions.optionLabel, { number: 1 }) })
    .fill('Auf Augenhöhe');
  await dialog
    .getByRole('textbox', { name: with_(deMedia.questions.optionLabel, { number: 2 }) })
    .fill('Tief unten');
  await dialog.getByRole('textbox', { name: deMedia.questions.points }).fill('20');
  await dialog.getByRole('button', { name: deMedia.questions.add }).click();
  await expect(dialog).toBeHidden();

  // The game's quiz takes it; the game is activated from its review step.
  await page.goto(`/games/quiz-configuration/${gameId}`);
  await main.getByRole('button', { name: with_(deMedia.quiz.addNamed, { header }) }).click();
  await expect(
    main.getByRole('region', { name: with_(deMedia.quiz.chosen_one, { count: 1 }) }),
  ).toContainText(header);
  await page.goto(`/games/game-configuration/${gameId}?step=review`);
  await main.getByRole('button', { name: deGames.actions.activate, exact: true }).click();
  await page
    .getByRole('dialog', { name: with_(deGames.status.activate.title, { name: gameName }) })
    .getByRole('button', { name: deGames.status.activate.confirm })
    .click();
  await expect(page.getByText(with_(deGames.status.activate.done, { name: gameName })).first()).toBeVisible();

  // The player answers on their home and sees the points join their score.
  await putSession(page, await getToken(request, player.email, player.password));
  await page.goto(`/play/${gameId}`);
  const quiz = main.getByRole('article', { name: header });
  await quiz.getByRole('radio', { name: 'Auf Augenhöhe' }).check();
  await quiz.getByRole('button', { name: enMedia.play.answer }).click();
  await expect(quiz.getByText(with_(enMedia.play.correct_other, { count: 20 }))).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Your standing' }).getByText('20', { exact: true }),
  ).toBeVisible();
});
