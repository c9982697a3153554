import type { TUserDetail } from '@rally/contracts/users';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asked } from '../../../test/asked.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { MyProfilePage } from './my-profile-page.tsx';

const me = meOf('player');
const detail: TUserDetail = {
  ...me.user,
  status: 'active',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  settings: me.settings,
};

describe('MyProfilePage', { timeout: 30_000 }, () => {
  it('opens with one’s own record asked for beside the code', async () => {
    signInAs('player');
    mockApi(({ path }) => {
      if (path === '/auth/me') return { body: me };
      if (path === `/users/${detail.id}`) return { body: detail };
      if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
      return NOT_FOUND_REPLY;
    });
    await MyProfilePage.openingData();
    const opening = asked();
    expect(opening).toEqual(['/users/player-1']);

    renderApp('/users/myprofile');
    await screen.findByRole('heading', { name: detail.fullName }, { timeout: 15_000 });
    // The shell's notifications are its own, not the screen's.
    expect(asked().filter((path) => !path.startsWith('/usernotifications'))).toEqual(opening);
  });
});
