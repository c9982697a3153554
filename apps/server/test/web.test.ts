import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { API_KEY, createTestApp, type TestContext } from './helpers.ts';
import { insertRunningGame, signInScoreRoles } from './score-fixtures.ts';

const VENDOR = `export const words = ${JSON.stringify('rally '.repeat(2000))};`;

/** The served web app costs a first visit as few requests as it can (ADR 0019). */
describe('serving the web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // As apps/web/index.html is built: the runtime configuration's tag, then the app.
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head><title>Rally</title><script src="/app-config.js"></script>' +
        '<script type="module" src="/assets/index-a1.js"></script></head>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-a1.js'), '/**/');
    // As the build writes a larger bundle: with its brotli and gzip copies (apps/web/precompress.ts).
    writeFileSync(path.join(dist, 'assets', 'vendor-b2.js'), VENDOR);
    writeFileSync(path.join(dist, 'assets', 'vendor-b2.js.br'), brotliCompressSync(VENDOR));
    writeFileSync(path.join(dist, 'assets', 'vendor-b2.js.gz'), gzipSync(VENDOR));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the runtime configuration into the page, allowed by its hash and by nothing broader', async () => {
    const page = await t.app.inject('/games/game-list');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('src="/app-config.js"');
    const inline = /<script>(window\.__RALLY__=[^<]*)<\/script>/.exec(page.body)?.[1];
    expect(inline).toContain(`"apiKey":"${API_KEY}"`);
    // The configuration runs before the app's module, as the loaded file did.
    expect(page.body.indexOf('__RALLY__')).toBeLessThan(page.body.indexOf('index-a1.js'));
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('still answers /app-config.js for clients that load it (the dev server, scripts)', async () => {
    const config = await t.app.inject('/app-config.js');
    expect(config.body).toContain(`"apiKey":"${API_KEY}"`);
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('lets browsers keep hashed bundles for good', async () => {
    const bundle = await t.app.inject('/assets/index-a1.js');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy a browser accepts, brotli first, and the file itself to anyone else', async () => {
    const asked = (encoding?: string) =>
      t.app.inject({ url: '/assets/vendor-b2.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(VENDOR.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(VENDOR);

    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR);
  });

  it('keeps the hash off other responses: the API allows no inline script', async () => {
    const api = await t.app.inject('/api/healthz');
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });
});

/** The page of a public address names its screen's code and words (web-openings.ts, ADR 0019). */
describe("the page names its screen's code", () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head><script src="/app-config.js"></script>' +
        '<script type="module" src="/assets/index-a1.js"></script></head><body></body>',
    );
    // As apps/web/openings.ts writes it.
    writeFileSync(
      path.join(dist, 'openings.json'),
      JSON.stringify({
        routes: ['/login', '/play/:id?', '/games/game-list', '/:publicId', '/leaderboard/:publicId'],
        screens: {
          '/login': [],
          '/:publicId': ['assets/public-c3.js', 'assets/public-game-page-d4.js'],
          '/leaderboard/:publicId': [
            'assets/public-c3.js',
            'assets/public-h8.css',
            'assets/public-leaderboard-page-e5.js',
          ],
        },
        signedIn: {
          '/play/:id?': ['assets/signed-in-s1.js', 'assets/shell-s2.css', 'assets/player-home-page-s3.js'],
          '/games/game-list': ['assets/signed-in-s1.js', 'assets/game-list-page-s4.js'],
        },
        words: {
          public: { en: 'assets/locale-en-public-f6.js', de: 'assets/locale-de-public-g7.js' },
          player: { en: 'assets/locale-en-player-p1.js', de: 'assets/locale-de-player-p2.js' },
          all: { en: 'assets/locale-en-a1.js', de: 'assets/locale-de-a2.js' },
        },
      }),
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const preloads = async (url: string, language?: string, cookie?: string) => {
    const page = await t.app.inject({
      url,
      headers: { ...(language ? { 'accept-language': language } : {}), ...(cookie ? { cookie } : {}) },
    });
    expect(page.statusCode).toBe(200);
    return [
      ...page.body.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
  };

  it("names a public screen's chunks, their styles and the words of the browser's first supported language", async () => {
    expect(await preloads('/leaderboard/AB12CD?tv=1', 'de-CH,de;q=0.9,en;q=0.8')).toEqual([
      '/assets/public-c3.js',
      '/assets/public-h8.css',
      '/assets/public-leaderboard-page-e5.js',
      '/assets/locale-de-public-g7.js',
    ]);
    // A style as one of the page's own, so the app's loader does not wait for it again.
    const board = await t.app.inject('/leaderboard/AB12CD');
    expect(board.body).toContain('<link rel="stylesheet" crossorigin href="/assets/public-h8.css">');
    // Unsupported languages skipped, preference by q, English when none is supported.
    expect((await preloads('/AB12CD', 'nl-NL,nl;q=0.9,en;q=0.5,de;q=0.7')).at(-1)).toBe(
      '/assets/locale-de-public-g7.js',
    );
    expect(await preloads('/AB12CD', 'ja')).toEqual([
      '/assets/public-c3.js',
      '/assets/public-game-page-d4.js',
      '/assets/locale-en-public-f6.js',
    ]);
    expect(await preloads('/login')).toEqual(['/assets/locale-en-public-f6.js']);
    const page = await t.app.inject('/AB12CD');
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
    expect(String(page.headers.vary)).toMatch(/cookie/i);
    // Before the end of the head, after the configuration.
    expect(page.body.indexOf('modulepreload')).toBeGreaterThan(page.body.indexOf('__RALLY__'));
    expect(page.body.indexOf('modulepreload')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it("carries a public page's first answers as the API gives them, a typed name kept as data", async () => {
    const { companyId } = await signInScoreRoles(t);
    const game = await insertRunningGame(t.db, companyId);
    const name = '</script><script>alert(1)</script> & <b>Co</b>';
    await t.db.update(games).set({ name }).where(eq(games.id, game.id));
    const answersOf = async (url: string) => {
      const body = (await t.app.inject(url)).body;
      const block = /<script type="application\/json" id="rally-answers">(.*?)<\/script>/s.exec(body)?.[1];
      return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
    };
    const api = caller(t);
    const page = await answersOf(`/${game.publicId}`);
    expect(Object.keys(page ?? {})).toEqual([
      `/public/games/${game.publicId}`,
      `/public/settimes/${game.publicId}`,
    ]);
    expect(page?.[`/public/games/${game.publicId}`]).toEqual(
      (await api.get(`/public/games/${game.publicId}`)).json(),
    );
    expect(page?.[`/public/settimes/${game.publicId}`]).toEqual(
      (await api.get(`/public/settimes/${game.publicId}`)).json(),
    );
    expect(page?.[`/public/games/${game.publicId}`]).toMatchObject({ name });
    // Nothing typed closes the data block or becomes markup.
    const body = (await t.app.inject(`/${game.publicId}`)).body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>Co');

    const board = await answersOf(`/leaderboard/${game.publicId}`);
    expect(Object.keys(board ?? {})).toEqual([
      `/public/leaderboard/${game.publicId}`,
      `/public/settimes/${game.publicId}`,
    ]);
    // A game that does not exist: no answers; the page asks, and shows its 404.
    expect(await answersOf('/NOSUCHGAME1')).toBeUndefined();
    expect(await answersOf('/play')).toBeUndefined();
  });

  it('names nothing for a signed-in screen where the app has not said a session is stored', async () => {
    expect(await preloads('/play')).toEqual([]);
    expect(await preloads('/play/42')).toEqual([]);
    expect(await preloads('/games/game-list')).toEqual([]);
    expect(await preloads('/no/such/address')).toEqual([]);
    // Another cookie, or a hint in no form the app writes, is no hint.
    expect(await preloads('/play', 'en', 'theme=dark; rally-opening=admin.en')).toEqual([]);
    expect(await preloads('/play', 'en', 'rally-opening=player')).toEqual([]);
    expect(await preloads('/play', 'en', 'xrally-opening=player.en')).toEqual([]);
  });

  it("names a signed-in screen's chunks and the words its session reads first, in the app's language", async () => {
    // The app's language, not the browser's: a player who chose German in the app.
    expect(await preloads('/play', 'en-US', 'theme=dark; rally-opening=player.de')).toEqual([
      '/assets/signed-in-s1.js',
      '/assets/shell-s2.css',
      '/assets/player-home-page-s3.js',
      '/assets/locale-de-player-p2.js',
    ]);
    expect(await preloads('/play/42', 'de', 'rally-opening=player.en')).toContain(
      '/assets/locale-en-player-p1.js',
    );
    expect(await preloads('/games/game-list', 'de', 'rally-opening=all.en')).toEqual([
      '/assets/signed-in-s1.js',
      '/assets/game-list-page-s4.js',
      '/assets/locale-en-a1.js',
    ]);
    // A public page, signed in: every screen's words (none of a public screen's are the player's).
    expect((await preloads('/AB12CD', 'en', 'rally-opening=player.de')).at(-1)).toBe(
      '/assets/locale-de-a2.js',
    );
    // A public id that is a signed-in screen's name is still that screen.
    expect(await preloads('/play', 'en', 'rally-opening=player.en')).not.toContain(
      '/assets/public-game-page-d4.js',
    );
  });
});
