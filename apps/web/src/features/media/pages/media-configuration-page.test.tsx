import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { addDocumentFonts } from '../../../test/fonts.ts';
import { mediaOf } from '../../../test/media-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { MediaConfigurationPage } from './media-configuration-page.tsx';

const item = mediaOf(1);

describe('MediaConfigurationPage', { timeout: 30_000 }, () => {
  beforeAll(addDocumentFonts);

  it('opens with the item whose details it edits asked for beside the code; an upload asks for nothing', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === `/media/${item.mediaID}`) return { body: item };
      return NOT_FOUND_REPLY;
    });
    await MediaConfigurationPage.openingData({ params: {}, search: new URLSearchParams() });
    expect(asked()).toEqual([]);
    await MediaConfigurationPage.openingData({
      params: { id: item.mediaID },
      search: new URLSearchParams(),
    });
    const opening = asked();
    expect(opening).toEqual([`/media/${item.mediaID}`]);

    renderApp(`/games/media-configuration/${item.mediaID}`);
    const header = await screen.findByRole('textbox', { name: /^Header/ }, { timeout: 15_000 });
    expect(header).toHaveProperty('value', item.header);
    expect(asked()).toEqual(opening);
  });
});
