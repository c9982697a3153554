import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { mediaOf } from '../../../test/media-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { MediaLibraryPage } from './media-library-page.tsx';

const item = mediaOf(1);

describe('MediaLibraryPage', { timeout: 30_000 }, () => {
  it('opens with the first page of the library asked for beside the code', async () => {
    signInAs('company_admin');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: meOf('company_admin') };
      if (path === '/media/all/pagination/1') return { body: { result: [item], count: 1 } };
      return NOT_FOUND_REPLY;
    });
    await MediaLibraryPage.openingData();
    const opening = asked();
    expect(opening).toEqual(['/media/all/pagination/1']);

    renderApp('/games/media');
    await screen.findByRole('link', { name: item.header }, { timeout: 15_000 });
    expect(asked()).toEqual(opening);
  });
});
