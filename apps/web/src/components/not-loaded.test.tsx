import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uuid } from '../test/game-fixtures.ts';
import { meOf, mockApi, renderApp, signInAs } from '../test/render.tsx';

const LOADING = { timeout: 15_000 };

/** A record that cannot be read (gone, or another company's): the server answers 404. */
function serveMissing() {
  mockApi(({ path }) => {
    if (path === '/auth/me') return { body: meOf('company_admin') };
    const messageCode = path.startsWith('/templates/') ? 'templates.notFound' : 'media.notFound';
    return { status: 404, body: { code: 'NOT_FOUND', messageCode, message: 'Not found.' } };
  });
}

describe('a record that cannot be read', { timeout: 30_000 }, () => {
  it.each([
    ['its page', `/games/media/${uuid(9)}`, 'Media item', 'Media item not found.'],
    ['its edit screen', `/games/media-configuration/${uuid(9)}`, 'Media details', 'Media item not found.'],
    ['a template to start a game from', `/games/game-template/${uuid(9)}`, 'Template', 'Template not found.'],
  ])('keeps %s titled, and says why', async (_, path, title, why) => {
    signInAs('company_admin');
    serveMissing();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeDefined();
    expect(await screen.findByText(why)).toBeDefined();
  });
});
