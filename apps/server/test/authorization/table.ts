import type { TAction, TSubject } from '@rally/contracts/abilities';
import type { World } from './world.ts';

/** Who calls: each role signed in, and nobody. */
export const CALLERS = ['admin', 'company_admin', 'player', 'client', 'anonymous'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * What a call is about: the caller's own record (`self`), a record of the caller's company (`own`),
 * or of another company (`other`). Platform admins sign in from the platform company, so for them
 * `own` and `other` are both customer companies.
 */
export type Target = 'self' | 'own' | 'other';

/** The status a call must answer: one for every target, or one per target. */
export type Outcome = number | Partial<Record<Target, number>>;

export type Call = { url: string; payload?: object | Buffer; headers?: Record<string, string> };
export type Answer = { statusCode: number; json(): unknown };

/** A route checked in full: every caller on every target it names. */
export type FullEntry = {
  /** Builds the request; may create fresh records (a user to delete, a company to remove). */
  call(w: World, caller: Caller, target: Target): Promise<Call> | Call;
  expect: Record<Caller, Outcome>;
  /** Checks beyond the status, e.g. a bulk call reporting another company's ids as not found. */
  verify?(answer: Answer, caller: Caller, target: Target, w: World): string | undefined;
};

/**
 * A route checked at the access layer only: nobody signed in gets 401, roles without the ability
 * 403, the others get past the gate (any answer but 401/403, and never a 5xx) with placeholder input.
 */
export type GateEntry = { gate: readonly [TAction, TSubject] };

export type Entry = FullEntry | GateEntry;
/** Keyed `METHOD /api/path` as the route was registered (`GET /api/companies/:id`). */
export type Table = Record<string, Entry>;

/** Same answer for every caller. */
export const everyone = (status: number): Record<Caller, Outcome> => ({
  admin: status,
  company_admin: status,
  player: status,
  client: status,
  anonymous: status,
});

/** Anyone signed in, whatever their role; nobody signed out. */
export const signedIn = (ok: number): Record<Caller, Outcome> => ({ ...everyone(ok), anonymous: 401 });

/** What only the platform does (its charities, sales leads, mailbox, companies): platform admins, nobody else. */
export const platformOnly = (ok: number): Record<Caller, Outcome> => ({
  ...everyone(403),
  admin: ok,
  anonymous: 401,
});

/**
 * A public-client route: without its `x-api-key`/`x-api-secret` pair it answers 401, whoever is
 * signed in. `body: 'none'` for a route that takes no payload (a GET).
 */
export const apiClient = (url: string, body: 'payload' | 'none' = 'payload'): FullEntry => ({
  call: () => (body === 'payload' ? { url, payload: {} } : { url }),
  expect: everyone(401),
});
