import type { TRole } from '@rally/contracts/abilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../test/render.tsx';

const LOADING = { timeout: 5000 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

/** The shell with `/auth/me` saying when the company's trial ends. */
function openShell(role: TRole, trialEndsAt: string | null) {
  signInAs(role);
  mockApi(({ path }) => (path === '/auth/me' ? { body: meOf(role, {}, trialEndsAt) } : NOT_FOUND_REPLY));
  renderApp('/settings/faq');
}

describe('the trial banner', () => {
  it('warns a company admin in the last days of the trial, from the session answer', async () => {
    openShell('company_admin', inDays(3));
    const banner = await screen.findByRole('region', { name: 'Your trial ends in 3 days.' }, LOADING);
    expect(banner.textContent).toContain('choose a plan');
    // Found as a region; not read out as an alert on every screen it stands on.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the trial has long to run', 'company_admin', inDays(12)],
    ['the company has no trial', 'company_admin', null],
    ['the caller is the platform admin', 'admin', inDays(1)],
  ] as const)('stays away when %s', async (_, role, trialEndsAt) => {
    openShell(role, trialEndsAt);
    await screen.findByRole('heading', { level: 1 }, LOADING);
    // The session answer is in (the account menu names the user from it) and no banner came.
    await screen.findByRole('button', { name: /account menu of Alex Example$/ }, LOADING);
    expect(screen.queryByRole('region', { name: /trial/i })).toBeNull();
  });
});
