import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { templateOf } from '../../../test/template-fixtures.ts';
import { TemplatesPage } from './templates-page.tsx';

const template = templateOf();
const category = { id: template.categoryId, key: template.categoryKey, position: 0, templates: 1 };

describe('TemplatesPage', { timeout: 30_000 }, () => {
  it('opens with the categories and the first page of the list in its address, asked for beside the code', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === '/game/templates-category/all') return { body: { data: [category], count: 1, pages: 1 } };
      if (path.startsWith('/game/templates/all?')) return { body: { data: [template], count: 1, pages: 1 } };
      return NOT_FOUND_REPLY;
    });
    await TemplatesPage.openingData({
      params: {},
      search: new URLSearchParams({ category: category.id }),
    });
    // In the interface language, as the list is filtered until another is chosen.
    const opening = asked();
    expect(opening).toEqual([
      '/game/templates-category/all',
      `/game/templates/all?category_id=${category.id}&lang=en&page=1&perPage=12`,
    ]);

    renderApp(`/games/template?category=${category.id}`);
    await screen.findByRole('heading', { name: template.name }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});

describe('a template in another language than the interface', { timeout: 30_000 }, () => {
  it('has its name and description marked with its language, so a screen reader reads them in it', async () => {
    signInAs('company_admin');
    const german = {
      ...template,
      language: 'de' as const,
      name: 'Bewegung im Alltag',
      description: 'Mehr gehen.',
    };
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === '/game/templates-category/all') return { body: { data: [category], count: 1, pages: 1 } };
      if (path.startsWith('/game/templates/all?')) return { body: { data: [german], count: 1, pages: 1 } };
      return NOT_FOUND_REPLY;
    });
    renderApp(`/games/template?category=${category.id}&lang=all`);
    const heading = await screen.findByRole('heading', { name: german.name }, { timeout: 15_000 });
    expect(heading.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Mehr gehen.').getAttribute('lang')).toBe('de');
  });
});
