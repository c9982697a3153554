import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { uuid } from '../../../test/game-fixtures.ts';
import { renderApp, signInAs } from '../../../test/render.tsx';
import { serveTemplateApp, TEMPLATE_ID, templateOf } from '../../../test/template-fixtures.ts';
import { TemplateActivitiesPage } from './template-activities-page.tsx';

const activity = {
  id: uuid(90),
  templateId: TEMPLATE_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subTasks: [],
};

describe('TemplateActivitiesPage', { timeout: 30_000 }, () => {
  beforeAll(addDocumentFonts);

  it('opens with the picker’s templates and the template of its address asked for beside the code', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ tasks: [activity] }));
    await TemplateActivitiesPage.openingData({ params: { id: TEMPLATE_ID }, search: new URLSearchParams() });
    const opening = asked();
    expect(opening.toSorted()).toEqual(['/game/templates/all?perPage=100', `/templates/${TEMPLATE_ID}`]);

    renderApp(`/games/template-habit/${TEMPLATE_ID}`);
    await screen.findByRole('heading', { name: activity.name }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});

describe('a template the company may not change', { timeout: 30_000 }, () => {
  it('offers each habit to open, named with what the button shows (2.5.3)', async () => {
    signInAs('company_admin');
    serveTemplateApp(() => templateOf({ tasks: [activity], editable: false }));
    renderApp(`/games/template-habit/${TEMPLATE_ID}`);
    const open = await screen.findByRole(
      'link',
      { name: `Open habit ${activity.name}` },
      { timeout: 15_000 },
    );
    expect(open.textContent).toBe('Open');
  });
});
