import type { TLoginResponse, TSessionUser, TTokenPair, ZSessionUser } from '@rally/contracts/auth';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session in localStorage (spec section 9: tokens kept in local storage). The
 * password is never stored. Signed in means a stored user and a stored access token (spec 4).
 */
const KEYS = {
  user: 'rally.user',
  accessToken: 'rally.accessToken',
  refreshToken: 'rally.refreshToken',
  rememberMe: 'rally.rememberMe',
} as const;

export type TSession = { user: TSessionUser; accessToken: string; refreshToken: string | null };

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object until something changes.
let cached: TSession | null | undefined;

let userSchema: typeof ZSessionUser | undefined;

/**
 * A stored user is a session only in the shape the contracts give it: one stored by an older
 * version of the app, or damaged, is none (sign in again). The schema is handed in, not imported:
 * /login, signed out, paints without zod (issue 28). With a session stored, the app loads it
 * before its first render (`main.tsx`); until then a stored user is taken as written (by this
 * module, from a checked answer), for the decisions of what to start loading.
 */
export function checkStoredUsersWith(schema: typeof ZSessionUser) {
  userSchema = schema;
  if (cached) changed();
}

/** Whether a session is stored, checked or not: what the app opening decides to load by. */
export function hasStoredSession(): boolean {
  return localStorage.getItem(KEYS.accessToken) !== null && localStorage.getItem(KEYS.user) !== null;
}

function read(): TSession | null {
  const accessToken = localStorage.getItem(KEYS.accessToken);
  const rawUser = localStorage.getItem(KEYS.user);
  if (!accessToken || !rawUser) return null;
  try {
    const stored: unknown = JSON.parse(rawUser);
    const checked = userSchema?.safeParse(stored);
    const user = checked ? (checked.success ? checked.data : null) : (stored as TSessionUser);
    return user ? { user, accessToken, refreshToken: localStorage.getItem(KEYS.refreshToken) } : null;
  } catch {
    return null;
  }
}

function changed() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): TSession | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function startSession({ user, accessToken, refreshToken }: TLoginResponse, rememberMe: boolean) {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.accessToken, accessToken);
  localStorage.setItem(KEYS.refreshToken, refreshToken);
  localStorage.setItem(KEYS.rememberMe, String(rememberMe));
  changed();
}

export function updateTokens({ accessToken, refreshToken }: TTokenPair) {
  localStorage.setItem(KEYS.accessToken, accessToken);
  localStorage.setItem(KEYS.refreshToken, refreshToken);
  changed();
}

/**
 * The user as the server now describes them. When nothing changed (the usual answer of `/auth/me`
 * as the shell opens) nobody is told: every screen reading the session would render again.
 */
export function updateUser(user: TSessionUser) {
  const raw = JSON.stringify(user);
  if (raw === localStorage.getItem(KEYS.user)) return;
  localStorage.setItem(KEYS.user, raw);
  changed();
}

/** Keeps the remember-me flag: it pre-ticks the box on the next sign-in. */
export function clearSession() {
  localStorage.removeItem(KEYS.user);
  localStorage.removeItem(KEYS.accessToken);
  localStorage.removeItem(KEYS.refreshToken);
  changed();
}

export function getRememberMe(): boolean {
  return localStorage.getItem(KEYS.rememberMe) === 'true';
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) changed();
});
