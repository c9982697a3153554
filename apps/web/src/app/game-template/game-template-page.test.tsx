import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../test/render.tsx';
import {
  serveTemplateApp,
  TEMPLATE_ID,
  templateHabit,
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
    serveTemplateApp(() => templateOf({ tasks: [templateHabit], kpis: [templateKpi] }));
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    const text = await promise();
    expect(text).toContain('a draft with the 1 habit and 1 KPI above');
    expect(text).not.toMatch(/charit/i);
  });

  it('names the charities when the template links some', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ tasks: [templateHabit], charities: [charity] }));
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    expect(await promise()).toContain('a draft with the 1 habit and 1 charity above');
  });

  it('says the draft is empty when the template holds nothing yet', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf());
    renderApp(`/games/game-template/${TEMPLATE_ID}`);

    expect(await promise()).toContain('You get an empty draft');
  });
});
