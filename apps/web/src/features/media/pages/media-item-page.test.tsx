import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { mediaOf, questionOf } from '../../../test/media-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { MediaItemPage } from './media-item-page.tsx';

const item = mediaOf(1, { questionCount: 1 });
const question = questionOf(item, 'Did you take the stairs?');

describe('MediaItemPage', { timeout: 30_000 }, () => {
  it('opens with the item and its quiz questions asked for beside the code', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === `/media/${item.mediaID}`) return { body: item };
      if (path === `/question/media/${item.mediaID}`) return { body: [question] };
      return NOT_FOUND_REPLY;
    });
    await MediaItemPage.openingData({ params: { id: item.mediaID }, search: new URLSearchParams() });
    const opening = asked();
    expect(opening.toSorted()).toEqual([`/media/${item.mediaID}`, `/question/media/${item.mediaID}`]);

    renderApp(`/games/media/${item.mediaID}`);
    await screen.findByText(question.text, {}, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
