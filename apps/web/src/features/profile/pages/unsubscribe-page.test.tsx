import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, NOT_FOUND_REPLY, renderApp } from '../../../test/render.tsx';

const LOADING = { timeout: 15_000 };
const TOKEN = 'user-1.digest.signature';
const BAD = {
  status: 400,
  body: { code: 'VALIDATION', messageCode: 'validation.fields', message: 'bad', details: [] },
};

/** A link's server: the check answers what it stops; the POST stops it. */
function serveLink(opts: { optedOut?: boolean; reply?: typeof BAD } = {}) {
  const posts: { path: string; body: unknown }[] = [];
  let optedOut = opts.optedOut ?? false;
  mockApi(({ method, path, body }) => {
    if (opts.reply && path.startsWith('/mail/unsubscribe')) return opts.reply;
    if (method === 'GET' && path === `/mail/unsubscribe/check?token=${encodeURIComponent(TOKEN)}`)
      return { body: { category: 'digest', optedOut } };
    if (method === 'POST' && path === `/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`) {
      posts.push({ path, body });
      optedOut = true;
      return { body: { category: 'digest', optedOut } };
    }
    return NOT_FOUND_REPLY;
  });
  return posts;
}

describe('the unsubscribe page', () => {
  it('asks before it stops anything, then stops the link’s kind with the one-click request', async () => {
    const posts = serveLink();
    const user = userEvent.setup();
    renderApp(`/rally/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Stop these e-mails: Weekly digest for organisers?' },
      LOADING,
    );
    // Opening the page sent no unsubscribe.
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(posts).toEqual([
      {
        path: `/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`,
        body: { 'List-Unsubscribe': 'One-Click' },
      },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Open my settings' })).toBeTruthy();
  });

  it('says so when the link was already used', async () => {
    serveLink({ optedOut: true });
    renderApp(`/rally/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }, LOADING),
    ).toBeTruthy();
  });

  it('tells a broken or forged link apart, and offers the settings', async () => {
    serveLink({ reply: BAD });
    renderApp('/rally/unsubscribe?token=forged');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }, LOADING),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
