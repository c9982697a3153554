import { MESSAGES } from '@rally/contracts/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../locales/de/messages.json';

/** The words' module as a signed-out visitor's app starts it (the tests' setup has read every namespace). */
async function signedOutBundles() {
  vi.resetModules();
  return import('./i18n.ts');
}

/**
 * A public screen showing the server's message (a game that does not exist) reads the messages'
 * own chunk: not the whole language, which it would wait for before drawing (vite.config.ts).
 */
describe("a public screen's server message", () => {
  let bundles: Awaited<ReturnType<typeof signedOutBundles>>;
  beforeEach(async () => {
    bundles = await signedOutBundles();
  });

  it("reads the messages alone, in the visitor's language, and the screen stays on its own words", async () => {
    const instance = bundles.i18n.createInstance();
    await instance
      .use(bundles.LanguageBundles)
      .init({ lng: 'de', fallbackLng: 'de', ns: ['public'], defaultNS: 'public' });
    await instance.loadNamespaces('messages');
    const [area = '', name = ''] = Object.keys(MESSAGES)[0]?.split('.') ?? [];
    expect(instance.getResource('de', 'messages', `${area}.${name}`)).toBe(
      (de as Record<string, Record<string, string>>)[area]?.[name],
    );
    // The whole language was not read: a signed-in screen's words are not here.
    expect(instance.hasLoadedNamespace('users')).toBe(false);
    expect(instance.hasResourceBundle('de', 'users')).toBe(false);
  });

  it('in English, the server’s own texts', async () => {
    const instance = bundles.i18n.createInstance();
    await instance
      .use(bundles.LanguageBundles)
      .init({ lng: 'en', fallbackLng: 'en', ns: ['public'], defaultNS: 'public' });
    await instance.loadNamespaces('messages');
    const [code = '', text] = Object.entries(MESSAGES)[0] ?? [];
    expect(instance.getResource('en', 'messages', code)).toBe(text);
    expect(instance.hasResourceBundle('en', 'users')).toBe(false);
  });
});
