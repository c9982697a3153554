import type { TUser } from '@rally/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';
import { UserListPage } from './user-list-page.tsx';

const person = (n: number, fullName: string, overrides: Partial<TUser> = {}): TUser => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Corporation',
  email: `${fullName.split(' ')[0]?.toLowerCase()}@acme.test`,
  fullName,
  role: 'player',
  status: 'active',
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const people = [
  person(1, 'Ana Souza'),
  person(2, 'Ben Fischer', { status: 'invited' }),
  person(3, 'Carla Díaz'),
];

type Sent = { method: string; path: string; body: unknown };

/** A company admin's user list as the server answers it; list queries and writes are recorded. */
function serve() {
  const queries: URLSearchParams[] = [];
  const sent: Sent[] = [];
  mockApi((request) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === '/auth/me') return { body: meOf('company_admin') };
    if (url.pathname === '/user/role') return { body: [{ value: 'player', label: 'Player' }] };
    if (url.pathname === '/user/all') {
      queries.push(url.searchParams);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const data = people.filter((p) => p.fullName.toLowerCase().includes(q));
      return { body: { data, count: data.length, pages: 1 } };
    }
    if (request.method === 'POST') {
      sent.push(request);
      if (url.pathname === '/user/bulk') return { body: { done: 2, skipped: [] } };
      const skipped = {
        id: people[0]?.id,
        messageCode: 'users.invitationAccepted',
        message: 'Already accepted.',
      };
      return { body: { sent: 1, skipped: [{ ...skipped, reason: skipped.message }] } };
    }
    return NOT_FOUND_REPLY;
  });
  return { queries, sent };
}

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

async function openList() {
  signInAs('company_admin');
  const calls = serve();
  renderApp('/users/user-list');
  await screen.findByRole('link', { name: 'Ana Souza' }, LOADING);
  return { ...calls, user: userEvent.setup() };
}

describe('UserListPage', SLOW, () => {
  it('searches by name or e-mail on the server', async () => {
    const { queries, user } = await openList();
    expect(queries.at(-1)?.get('perPage')).toBe('10');

    await user.type(screen.getByLabelText('Search by name or e-mail'), 'ben');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('ben'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Souza' })).toBeNull());
  });

  it('disables the chosen users after asking, and says how it went', async () => {
    const { sent, user } = await openList();

    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla Díaz' }));
    expectShown(screen.getByText('2 selected'));
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await screen.findByText('Disabled: 2. Skipped: 0.');
    expect(sent).toEqual([
      expect.objectContaining({
        path: '/user/bulk',
        body: { userIds: [people[0]?.id, people[2]?.id], action: 'disable' },
      }),
    ]);
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('sends invitations to the chosen users and counts the skipped ones', async () => {
    const { sent, user } = await openList();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an invitation to 3 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    await screen.findByText('Invitations sent: 1. Skipped: 1.');
    expect(sent[0]).toMatchObject({
      path: '/user/send/email',
      body: { userIds: people.map((p) => p.id), kind: 'invitation' },
    });
  });
});

describe('opening the app on the list', SLOW, () => {
  it('asks for the page the address names before the first render, and the list does not ask again', async () => {
    signInAs('company_admin');
    const { queries } = serve();
    const search = new URLSearchParams('q=ana&sort=email&order=desc&page=1');
    await UserListPage.openingData({ params: {}, search });
    expect(queries.map((q) => Object.fromEntries(q))).toEqual([
      { page: '1', perPage: '10', q: 'ana', sort: 'email', order: 'desc' },
    ]);

    renderApp(`/users/user-list?${search}`);
    await screen.findByRole('link', { name: 'Ana Souza' }, LOADING);
    expect(queries).toHaveLength(1);
  });
});

describe('invited users in the list', SLOW, () => {
  it('offers a new invitation only to invited users, and sends it to that one user', async () => {
    const { sent, user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Actions for Ana Souza' }));
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Ben Fischer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: '/user/send/email',
      body: { userIds: [people[1]?.id], kind: 'invitation' },
    });
    await screen.findByText('A new invitation was sent to ben@acme.test.');
  });
});
