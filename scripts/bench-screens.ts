/**
 * What the browser benchmarks (`bench:web`, `bench:lighthouse`, `bench:tasks`) share about the screens: the route
 * tables read from the app itself, who opens each screen, real ids from the demo seed to fill the
 * paths, and a demo role's session as the app keeps it (localStorage).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { abilitiesFor, type TAbilityRule, type TRole } from '@rally/contracts/abilities';
import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/auth';
import { OPENING_HINT_COOKIE } from '@rally/contracts/constants';

// The screens' tables (app/*-screens.ts) are read from the app itself, so a new screen is
// measured without a change here. Node cannot run the React components some of them import
// directly (.tsx): those load as stand-ins exporting the same names, never rendered here.
registerHooks({
  load(url, context, nextLoad) {
    if (!url.endsWith('.tsx')) return nextLoad(url, context);
    const names = [
      ...readFileSync(new URL(url), 'utf8').matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm),
    ];
    return {
      format: 'module',
      shortCircuit: true,
      source: names.map(([, name]) => `export const ${name} = null;`).join('\n'),
    };
  },
});
type TScreenTable = Record<string, { path: string; access?: unknown }>;
/** A module of the web app, by a computed name: the scripts' type check does not compile the app. */
const fromWebApp = (file: string) => import(new URL(`../apps/web/src/${file}`, import.meta.url).href);
const { PUBLIC_SCREENS } = (await fromWebApp('app/public-screens.ts')) as { PUBLIC_SCREENS: TScreenTable };
const { SIGNED_IN_SCREENS } = (await fromWebApp('app/signed-in-screens.ts')) as {
  SIGNED_IN_SCREENS: TScreenTable;
};

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Rally-Demo-2026';
const DEMO: Record<TRole, string> = {
  admin: 'admin@example.com',
  company_admin: 'company.admin@example.com',
  player: 'player@example.com',
  client: 'client@example.com',
};
/** Who opens a signed-in screen: the first of these whose abilities allow it. */
const ROLE_PREFERENCE: TRole[] = ['company_admin', 'admin', 'player', 'client'];
/** Screens that are some role's own: a player's home, the client's landing page (DESIGN §7). */
const ROLE_OF_SCREEN: Record<string, TRole> = { play: 'player', accessControl: 'client' };

export type TSession = {
  user: { id: string; role: string; companyId?: string | null };
  accessToken: string;
  refreshToken: string;
};
/** A screen as measured: its id in the route tables, its path pattern, who opens it (null: signed out). */
export type TScreen = { id: string; path: string; role: TRole | null };

function allows(rules: TAbilityRule[], access: unknown): boolean {
  if (typeof access !== 'object' || access === null) return true;
  const { action, subject } = access as TAbilityRule;
  return rules.some(
    (rule) =>
      (rule.subject === subject || rule.subject === 'all') &&
      (rule.action === action || rule.action === 'manage'),
  );
}

function roleFor(access: unknown): TRole {
  return ROLE_PREFERENCE.find((role) => allows(abilitiesFor(role), access)) ?? 'admin';
}

/** Every screen of the route tables, the public ones first. */
export function allScreens(): TScreen[] {
  return [
    ...Object.entries(PUBLIC_SCREENS).map(([id, screen]) => ({ id, path: screen.path, role: null })),
    ...Object.entries(SIGNED_IN_SCREENS).map(([id, screen]) => ({
      id,
      path: screen.path,
      role: ROLE_OF_SCREEN[id] ?? roleFor(screen.access),
    })),
  ];
}

async function publicHeaders(base: string) {
  const text = await (await fetch(`${base}/app-config.js`)).text();
  const config = JSON.parse(/window\.__RALLY__\s*=\s*(\{.*\})\s*;?\s*$/s.exec(text)?.[1] ?? '{}');
  return { [API_KEY_HEADER]: config.apiKey, [API_SECRET_HEADER]: config.apiSecret };
}

export async function signIn(base: string, role: TRole): Promise<TSession> {
  const response = await fetch(`${base}/api/auth/gettoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await publicHeaders(base)) },
    body: JSON.stringify({ email: DEMO[role], password: DEMO_PASSWORD, rememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign in as ${role}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TSession;
}

const sessions = new Map<string, { at: number; session: TSession }>();
/** A role's session, signed in once a minute at most: fresh well within the access token's life. */
export async function sessionOf(base: string, role: TRole): Promise<TSession> {
  const cached = sessions.get(`${base} ${role}`);
  if (cached && Date.now() - cached.at < 60_000) return cached.session;
  const session = await signIn(base, role);
  sessions.set(`${base} ${role}`, { at: Date.now(), session });
  return session;
}

/**
 * Browser code (as text: the scripts are type-checked without the DOM's types) that stores a
 * session where the web app keeps it, run on a page of the app's origin, with the hint the app
 * leaves the server beside it (`lib/opening-hint.ts`): the browser of someone who has used the app.
 */
export const storeSession = (session: TSession) => `
  localStorage.setItem('rally.user', ${JSON.stringify(JSON.stringify(session.user))});
  localStorage.setItem('rally.accessToken', ${JSON.stringify(session.accessToken)});
  localStorage.setItem('rally.refreshToken', ${JSON.stringify(session.refreshToken)});
  localStorage.setItem('rally.rememberMe', 'false');
  document.cookie = '${OPENING_HINT_COOKIE}=${session.user.role === 'player' ? 'player' : 'all'}.en; Path=/; SameSite=Lax';`;

async function api<T>(base: string, session: TSession, url: string): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Real ids from the demo seed, for the screens whose paths name a record. */
export async function seedIds(base: string) {
  const organiser = await signIn(base, 'company_admin');
  const player = await signIn(base, 'player');
  type TPage<T> = { data: T[] };
  const games = await api<TPage<{ id: string; publicId: string; status: string }>>(
    base,
    organiser,
    '/competition/all?perPage=50',
  );
  const game = games.data.find((g) => g.status === 'active') ?? games.data[0];
  if (!game) throw new Error('the demo seed has no game');
  const activities = await api<{ result: { id: string; subtasks: { id: string }[] }[] }>(
    base,
    organiser,
    `/task/competition/${game.id}/1`,
  );
  const activity = activities.result.find((a) => a.subtasks.length > 0) ?? activities.result[0];
  const users = await api<TPage<{ id: string; email: string }>>(base, organiser, '/user/all?perPage=50');
  const user = users.data.find((u) => u.email !== DEMO.company_admin) ?? users.data[0];
  const playerGames = await api<TPage<{ id: string }>>(base, player, '/competition/all?perPage=50').catch(
    () => ({
      data: [],
    }),
  );
  return {
    game,
    joinableId: await joinableGame(base),
    activityId: activity?.id ?? '',
    behaviourId: activity?.subtasks[0]?.id ?? '',
    userId: user?.id ?? '',
    companyId: organiser.user.companyId ?? '',
    ownId: organiser.user.id,
    playerGameId: playerGames.data[0]?.id,
  };
}

/**
 * The public id of a game colleagues can join by link: the join page opens only games made by the
 * public onboarding, which the demo seed has none of (any other id shows "cannot be joined"). So a
 * prospect goes through it here, as on the page: the form, then the link mailed to them (read from
 * the outbox as the platform admin reads it) confirmed.
 */
async function joinableGame(base: string): Promise<string> {
  const headers = { 'content-type': 'application/json', ...(await publicHeaders(base)) };
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${base}/api${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ game?: { publicId: string } | null }>;
  };
  const catalog = (await (
    await fetch(`${base}/api/game/onboarding/templates?lang=en`, { headers })
  ).json()) as {
    categories: { templates: { id: string }[] }[];
  };
  const templateId = catalog.categories.flatMap((c) => c.templates)[0]?.id;
  if (!templateId) throw new Error('the onboarding catalog has no template');
  const email = `bench.${randomUUID()}@example.com`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await post('/game/onboarding', {
    submissionId: randomUUID(),
    companyName: 'Bench Joiners',
    fullName: 'Bench Organiser',
    email,
    password: DEMO_PASSWORD,
    templateId,
    gameName: 'Step Up Together',
    startDate: day(0),
    endDate: day(30),
    teams: ['Harbour', 'Summit', 'Meadow'],
  });
  const admin = await signIn(base, 'admin');
  for (let attempt = 0; attempt < 200; attempt++) {
    const box = await api<{ data: { to: string; text: string }[] }>(
      base,
      admin,
      `/mailbox?q=${encodeURIComponent(email)}&perPage=10`,
    );
    const token = box.data
      .map((mail) => /https?:\/\/\S+/.exec(mail.text)?.[0])
      // `/rally/onboarding-complete/<token>`
      .map((link) => (link ? /\/onboarding-complete\/([^/?#]+)/.exec(new URL(link).pathname)?.[1] : null))
      .find(Boolean);
    if (token) {
      const confirmed = await post('/game/onboarding/confirm', { token });
      if (!confirmed.game) throw new Error('the confirmed onboarding names no game');
      return confirmed.game.publicId;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

export type TIds = Awaited<ReturnType<typeof seedIds>>;

/**
 * The URL a screen is opened at: its path pattern with real ids from the seed. A parameter is
 * filled by what the path is about (a game's screens take the game, `/users/...` a user, ...);
 * optional ones too, so a game's screens show that game. Screens whose id is something else are
 * named in `byScreen`. A new screen needs no change here unless its path names a new kind of record.
 */
export function urlOf(id: string, pattern: string, ids: TIds): string {
  const token = 'bench-link-that-is-not-valid-0000000000';
  const byScreen: Record<string, string> = {
    play: ids.playerGameId ?? ids.game.id,
    activityEdit: ids.activityId,
    behaviourEdit: ids.behaviourId,
    password: ids.ownId,
    // A colleague joins by the link of a game made by the public onboarding.
    joinGame: ids.joinableId,
  };
  const value = (param: string): string => {
    if (byScreen[id]) return byScreen[id];
    if (param === 'publicId') return ids.game.publicId;
    if (pattern.startsWith('/rally/')) return token; // links mailed to someone: a token
    if (pattern.startsWith('/users/')) return ids.userId;
    if (pattern.startsWith('/companies/')) return ids.companyId;
    return ids.game.id;
  };
  const path = pattern.replace(/:(\w+)\??/g, (_, param: string) => encodeURIComponent(value(param)));
  // Screens that take their game from the query (`?gameId=`) get it there.
  return id === 'activityCreate' ? `${path}?gameId=${encodeURIComponent(ids.game.id)}` : path;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
