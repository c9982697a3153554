import { AbilityProvider } from '@casl/react';
import { abilitiesFor, type TRole } from '@rally/contracts/abilities';
import type { TSessionUser } from '@rally/contracts/auth';
import type { TMeResponse } from '@rally/contracts/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { ability } from '../lib/abilities.tsx';
import { queryClient } from '../lib/query-client.ts';
import { startSession } from '../lib/session.ts';

// routes.tsx starts loading the signed-in routes as it is imported (the app opening on `/`), and
// that module asks who is signed in as it loads, when a session is stored (signed-in-routes.tsx):
// loaded while a test had signed in, it sent a `GET /auth/me` the test did not expect, whenever
// the machine's load made the import land after the test began. Loaded here, before any test
// signs in, it never does.
await import('../app/signed-in-routes.tsx');

/** A user of the given role, as the server would return it; override any field. */
export function userOf(role: TRole, overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: `${role}-1`,
    email: `${role}@example.com`,
    fullName: 'Alex Example',
    role,
    companyId: 'company-1',
    companyName: 'Example Co',
    language: 'en',
    abilities: abilitiesFor(role),
    ...overrides,
  };
}

/** What `GET /auth/me` answers for that user: them, the default settings (English, light, vertical) and their company's trial end. */
export function meOf(
  role: TRole,
  overrides: Partial<TSessionUser> = {},
  trialEndsAt: string | null = null,
): TMeResponse {
  return {
    trialEndsAt,
    notifications: { data: [], unread: 0 },
    user: userOf(role, overrides),
    settings: {
      language: 'en',
      timezone: null,
      layout: 'vertical',
      skin: 'light',
    },
  };
}

/** Starts a session as that user, like a successful sign-in would. */
export function signInAs(role: TRole, overrides: Partial<TSessionUser> = {}) {
  startSession({ user: userOf(role, overrides), accessToken: 'access-1', refreshToken: 'refresh-1' }, false);
}

/** Shows the current path, so tests can assert where the router ended up. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{pathname + search}</output>;
}

/** The whole app (providers, route table, guards, layouts) at a path. */
export function renderApp(path: string) {
  return render(
    <AppProviders env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * One component with everything it may need around it (providers, a router, the query client and
 * the abilities, which the app provides with its screens: signed-in-routes.tsx, query-scope.tsx).
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <CurrentPath />
          </MemoryRouter>
        </AbilityProvider>
      </QueryClientProvider>
    </AppProviders>,
  );
}

type Reply = { status?: number; body?: unknown };

/** Replaces fetch: `handler` gets method and path (without the API base) and answers. */
export function mockApi(
  handler: (request: {
    method: string;
    path: string;
    body: unknown;
    headers: Headers;
  }) => Reply | Promise<Reply>,
) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = await handler({
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body,
      headers: new Headers(init?.headers),
    });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type TSent = { method: string; path: string; body: unknown; headers: Headers };

/** What a GET of something the test does not serve gets. */
export const NOT_FOUND_REPLY = {
  status: 404,
  body: { code: 'NOT_FOUND', messageCode: 'common.notFound', message: 'none' },
};

/**
 * A form screen's server: `/auth/me` answers `me`, a GET of a path in `reads` its body (any other
 * GET is not found); writes get `reply` and are recorded in the list returned.
 */
export function serveForm(me: TMeResponse, reads: Record<string, unknown>, reply: (sent: TSent) => Reply) {
  const sent: TSent[] = [];
  mockApi((request) => {
    const { method, path } = request;
    if (path === '/auth/me') return { body: me };
    if (method === 'GET') return path in reads ? { body: reads[path] } : NOT_FOUND_REPLY;
    sent.push(request);
    return reply(request);
  });
  return sent;
}
