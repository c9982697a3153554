import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { uuid } from '../../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../../test/render.tsx';
import { serveTemplateApp, TEMPLATE_ID, templateOf } from '../../../test/template-fixtures.ts';
import { BehaviourConfigurationPage } from './behaviour-configuration-page.tsx';

const behaviour = {
  id: uuid(91),
  templateId: TEMPLATE_ID,
  taskId: uuid(90),
  name: 'Take the stairs',
  description: '',
  points: 10,
  maxPerDay: 3,
  requiresApproval: false,
  position: 0,
};
const habit = {
  id: behaviour.taskId,
  templateId: TEMPLATE_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subTasks: [behaviour],
};

describe('BehaviourConfigurationPage', { timeout: 30_000 }, () => {
  beforeAll(addDocumentFonts);

  it('opens with the behaviour and its template asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(
      () => templateOf({ tasks: [habit] }),
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
