import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { renderApp, signInAs } from '../../../test/render.tsx';
import {
  templateActivity as activity,
  templateBehaviour as behaviour,
  serveTemplateApp,
  TEMPLATE_ID,
  templateOf,
} from '../../../test/template-fixtures.ts';
import { BehaviourConfigurationPage } from './behaviour-configuration-page.tsx';

describe('BehaviourConfigurationPage', { timeout: 30_000 }, () => {
  beforeAll(addDocumentFonts);

  it('opens with the behaviour and its template asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(
      () => templateOf({ tasks: [activity] }),
      ({ path }) => (path === `/templates-sub-task/${behaviour.id}` ? { body: behaviour } : undefined),
    );
    await BehaviourConfigurationPage.openingData({
      params: { id: behaviour.id },
      search: new URLSearchParams(),
    });
    const opening = asked();
    expect(opening).toEqual([`/templates-sub-task/${behaviour.id}`, `/templates/${TEMPLATE_ID}`]);

    renderApp(`/games/behaviour-configuration/${behaviour.id}`);
    await screen.findByRole('link', { name: 'Back to the habit Move more' }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
