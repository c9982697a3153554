import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_LANGUAGE,
  OPENING_HINT_COOKIE,
  OPENING_HINT_TIERS,
  type TOpeningHintTier,
} from '@rally/contracts/constants';

/**
 * What the build wrote about the code each address opens with (`apps/web/openings.ts`): every
 * route pattern, per public and per signed-in screen's pattern the chunks of its code, per tier of
 * words and language the chunk of those words.
 */
type TOpenings = {
  routes: string[];
  screens: Record<string, string[]>;
  signedIn: Record<string, string[]>;
  words: Record<'public' | TOpeningHintTier, Record<string, string>>;
};

/** What the page's request says of the browser: its languages, and the app's hint cookie. */
export type TPageRequest = { acceptLanguage?: string | undefined; cookie?: string | undefined };

const HINT = new RegExp(`(?:^|;)\\s*${OPENING_HINT_COOKIE}=([a-z]+)\\.([a-z]{2})\\s*(?:;|$)`);

/**
 * The app's hint (`OPENING_HINT_COOKIE`): a session is stored in this browser, its words' tier and
 * its language. Anything else in the cookie is no hint.
 */
export function openingHint(
  cookie: string | undefined,
): { tier: TOpeningHintTier; language: string } | undefined {
  const value = HINT.exec(cookie ?? '');
  const tier = OPENING_HINT_TIERS.find((known) => known === value?.[1]);
  return tier && value?.[2] ? { tier, language: value[2] } : undefined;
}

/**
 * The page's preloads per address (ADR 0019, "The page names its screen's code"): a public
 * address's page names its screen's chunks, their styles and its words, so a phone fetches them
 * beside the app's entry, not once the entry has run and asked for them (the largest paint of a
 * public board came about half a second sooner on Lighthouse's phone). A signed-in screen's page
 * does so only where the app's hint says a session is stored: anyone else the app sends to sign
 * in, and they would download a screen for nothing. Without the build's file (an older build),
 * every address gets the page as it is.
 */
export function pageOpenings(
  dist: string,
): (url: string, request: TPageRequest) => { route?: TRoute; preloads: string } {
  const file = path.join(dist, 'openings.json');
  if (!existsSync(file)) return () => ({ preloads: '' });
  const openings = JSON.parse(readFileSync(file, 'utf8')) as TOpenings;
  const routes = openings.routes.map((pattern) => ({
    pattern,
    segments: pattern.split('/').filter(Boolean),
  }));
  return (url, { acceptLanguage, cookie }) => {
    const route = routeOf(routes, url);
    const hint = openingHint(cookie);
    const screen = route
      ? (openings.screens[route.pattern] ?? (hint ? openings.signedIn[route.pattern] : undefined))
      : undefined;
    if (!screen) return { ...(route ? { route } : {}), preloads: '' };
    // Signed in, the app reads its words by its session (lib/i18n.ts): a player's home the
    // player's, any other screen (a public one too: none of their words are the player's) all.
    const tier = !hint ? 'public' : route && openings.signedIn[route.pattern] ? hint.tier : 'all';
    const byLanguage = openings.words[tier];
    const words = byLanguage[hint?.language ?? languageOf(acceptLanguage, Object.keys(byLanguage))];
    const preloads = [...screen, ...(words ? [words] : [])]
      .map((asset) =>
        // A style as the page's own: the app's loader finds it there and does not wait for it again.
        asset.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${asset}">`
          : `<link rel="modulepreload" crossorigin href="/${asset}">`,
      )
      .join('');
    return { ...(route ? { route } : {}), preloads };
  };
}

/** An address's route: its pattern and its parameters' values, as the address has them. */
export type TRoute = { pattern: string; params: Record<string, string> };

/**
 * The route pattern an address belongs to, ranked as the app's router ranks them: each static
 * segment outweighs a parameter, so `/play` is the player's home, not the public page of a game
 * whose public id is "play". Patterns: `/a/:b`, an optional last parameter `:b?`.
 */
export function routeOf(routes: { pattern: string; segments: string[] }[], url: string): TRoute | undefined {
  const parts = url.split('/').filter(Boolean);
  let best: (TRoute & { score: number }) | undefined;
  for (const { pattern, segments } of routes) {
    const required = segments.filter((segment) => !segment.endsWith('?')).length;
    if (parts.length < required || parts.length > segments.length) continue;
    let score = 0;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (segment.startsWith(':')) {
        score += 3;
        params[segment.slice(1).replace(/\?$/, '')] = part;
        return true;
      }
      score += 10;
      return segment === part;
    });
    if (matches && (!best || score > best.score)) best = { pattern, params, score };
  }
  return best && { pattern: best.pattern, params: best.params };
}

/**
 * The language a first visit opens in, as the app picks it (`lib/i18n.ts`): the browser's first
 * supported language (its Accept-Language, by preference), else the fallback. A visitor who chose
 * another in the app before fetches that one's words after all: one small chunk preloaded for nothing.
 */
export function languageOf(acceptLanguage: string | undefined, languages: string[]): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((item, order) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q, order };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return tags.find((tag) => languages.includes(tag.language))?.language ?? FALLBACK_LANGUAGE;
}
