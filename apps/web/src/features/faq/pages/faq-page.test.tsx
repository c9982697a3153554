import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

const questions = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button', { expanded: false })
    .map((b) => b.textContent);

describe('FAQ screen', () => {
  it('filters the questions by a case-insensitive part of their text, and opens an answer', async () => {
    signInAs('player');
    mockApi(({ path }) =>
      path === '/auth/me' ? { body: meOf('player') } : { body: { data: [], unread: 0 } },
    );
    const user = userEvent.setup();
    renderApp('/settings/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, { timeout: 5000 });

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'PASSWORD');
    expect(questions()).toEqual([
      'I was invited. How do I get a password?',
      'I forgot my password. How do I reset it?',
      'How do I change my password?',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Signing in and passwords',
    ]);

    await user.click(screen.getByRole('button', { name: 'How do I change my password?' }));
    expectShown(screen.getByText(/Enter your current password, then the new one twice/));

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'No question contains “zebra”. Try a shorter or different word.',
    );
  });
});
