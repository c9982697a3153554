import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signInAs } from '../../test/render.tsx';
import { SideNavigation } from './side-navigation.tsx';

function renderAt(path: string) {
  signInAs('company_admin');
  renderWithProviders(
    <nav aria-label="Main navigation">
      <SideNavigation onNavigate={() => {}} />
    </nav>,
    { path },
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('SideNavigation', () => {
  it('folds and unfolds a group with a button that says whether it is open, by keyboard', async () => {
    const user = userEvent.setup();
    const navigation = renderAt('/dashboard/analytics');
    const group = within(navigation).getByRole('button', { name: 'Dashboard' });
    expect(group.getAttribute('aria-expanded')).toBe('true');

    group.focus();
    await user.keyboard('{Enter}');
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(navigation).queryByRole('link', { name: 'Analytics' })).toBeNull());

    await user.keyboard(' ');
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(navigation).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/dashboard/analytics',
    );
  });

  it('marks the screen itself as the current page', () => {
    const navigation = renderAt('/games/game-list');
    const games = within(navigation).getByRole('link', { name: 'Games' });
    expect(games.getAttribute('aria-current')).toBe('page');
    expect(games.hasAttribute('data-active')).toBe(true);
  });

  it.each([
    ['/games/game-view/g1', 'Games'],
    ['/games/game-configuration/g1', 'Games'],
    ['/games/teams/g1', 'Teams'],
    ['/games/activity-configuration/a1', 'Habits'],
    ['/users/profile/u1', 'All users'],
  ])('on %s, a screen reached from it, marks %s as current', (path, label) => {
    const navigation = renderAt(path);
    const current = within(navigation)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      [label, 'true'],
    ]);
    expect(current[0]?.hasAttribute('data-active')).toBe(true);
  });
});
