import { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAME_ID, gameOf, uuid } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import {
  serveTemplateApp,
  TEMPLATE_ID,
  templateActivity,
  templateKpi,
  templateOf,
} from '../../test/template-fixtures.ts';

const LOADING = { timeout: 15_000 };
const charity = {
  id: uuid(80),
  templateId: TEMPLATE_ID,
  charityId: uuid(81),
  charityName: 'Clean Rivers',
  pledgePerPoint: 0.05,
  cap: null,
  currency: 'EUR',
} as const;

/** The words above the form that makes a game of the template. */
const promise = async () =>
  (await screen.findByText(/^Name the game and set its dates\./, {}, LOADING)).textContent ?? '';

describe('GameTemplatePage', { timeout: 30_000 }, () => {
  it('promises the game only what the template holds: no charities when it links none', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ tasks: [templateActivity], kpis: [templateKpi] }));
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    const text = await promise();
    expect(text).toContain('a draft with the 1 habit and 1 KPI above');
    expect(text).not.toMatch(/charit/i);
  });

  it('names the charities when the template links some', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ tasks: [templateActivity], charities: [charity] }));
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    expect(await promise()).toContain('a draft with the 1 habit and 1 charity above');
  });

  it('says the draft is empty when the template holds nothing yet', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf());
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    expect(await promise()).toContain('You get an empty draft');
  });

  it('opens the new game on its rules, saying the template set none and these are the standard ones', async () => {
    signInAs('company_admin');
    const game = gameOf({ name: 'Move, rest, recharge', status: 'draft', phase: 'draft' });
    serveTemplateApp(
      () => templateOf({ tasks: [templateActivity] }),
      (call) => {
        if (call.path === `/templates/${TEMPLATE_ID}/create-game`) return { status: 201, body: game };
        if (call.path === `/competition/${GAME_ID}`) return { body: game };
        return undefined;
      },
    );
    renderApp(`/games/game-template/${TEMPLATE_ID}`);
    const user = userEvent.setup();

    await promise();
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    const rules = await screen.findByRole('heading', { level: 2, name: 'Rules' }, LOADING);
    await waitFor(() => expect(document.activeElement).toBe(rules));
    expect(screen.getByTestId('template-rules').textContent).toBe(
      'Move, rest, recharge sets no rules of its own: Move, rest, recharge starts with the standard rules below. Check that they suit the game, then continue with its habits.',
    );
    expect(DEFAULT_GAME_RULES.teamRanking).toBe('total');
    expect(screen.getByRole('radio', { name: /^Total/ })).toHaveProperty('checked', true);
  });
});
