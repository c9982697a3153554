import { buildAbility, ROLE_ABILITIES } from '@rally/contracts/abilities';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_SCREENS } from '../app/public-screens.ts';
import { NAVIGATION, SIGNED_IN_SCREENS } from '../app/signed-in-screens.ts';
import declarations from '../i18next.d.ts?raw';
import { i18n, LanguageBundles, NAMESPACES, PLAYER_NAMESPACES, PUBLIC_NAMESPACES } from './i18n.ts';

/** What the translations chunks are made of (words.ts, vite.config.ts, ADR 0019). */
describe('the namespaces shipped with the public screens', () => {
  it('are namespaces the app has', () => {
    for (const namespace of PUBLIC_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });

  it('hold every word a screen open without signing in reads, so /login loads no signed-in words', () => {
    const used = Object.values(PUBLIC_SCREENS).flatMap((screen) => [
      screen.titleKey.includes(':') ? screen.titleKey.split(':')[0] : 'common',
      ...(('namespaces' in screen ? screen.namespaces : []) as string[]),
    ]);
    expect(PUBLIC_NAMESPACES).toEqual(expect.arrayContaining([...new Set(used)]));
  });
});

describe('the public words', () => {
  it('come together: a part of a public screen reading another public namespace is ready at once (nothing suspends)', async () => {
    // A module of its own: the words' tier is the module's, and another test may have moved it on.
    vi.resetModules();
    const fresh = (await import('./i18n.ts')) as typeof import('./i18n.ts');
    const instance = fresh.i18n.createInstance();
    await instance
      .use(fresh.LanguageBundles)
      .init({ lng: 'de', fallbackLng: 'de', ns: ['onboarding'], defaultNS: 'onboarding' });

    // The join page names `onboarding`; its account fields read `auth`. Waiting for those words
    // showed a loading state first, and React holds what follows one back 300 ms.
    expect(instance.hasLoadedNamespace('auth')).toBe(true);
    expect(instance.t('auth:fields.email')).toBe('E-Mail');
  });
});

describe("the player's words", () => {
  it("hold what the player's home and the shell around it name, so its first paint waits for no other", () => {
    const { play } = SIGNED_IN_SCREENS;
    const named = ['common', 'plans', 'notifications', play.titleKey.split(':')[0], ...play.namespaces];
    for (const namespace of PLAYER_NAMESPACES) expect(NAMESPACES).toContain(namespace);
    expect(PLAYER_NAMESPACES).toEqual(expect.arrayContaining(named));
  });

  it("hold every label of a player's menu, drawn with the home (side navigation, phone drawer)", () => {
    // A label of a namespace not here would show as its key until the whole language came.
    const player = buildAbility(ROLE_ABILITIES.player);
    const labels = NAVIGATION.flatMap((section) => {
      const items = section.items.filter((item) => player.can(item.access.action, item.access.subject));
      return items.length > 0 ? [section.labelKey, ...items.map((item) => item.labelKey)] : [];
    });
    expect(labels.length).toBeGreaterThan(2);
    const namespaces = labels.map((key) => (key.includes(':') ? key.split(':')[0] : 'common'));
    expect(PLAYER_NAMESPACES).toEqual(expect.arrayContaining([...new Set(namespaces)]));
  });
});

describe('the signed-in words', () => {
  it('come as a whole language: a namespace no screen asked for is ready without being asked (nothing suspends)', async () => {
    const instance = i18n.createInstance();
    await instance
      .use(LanguageBundles)
      .init({ lng: 'fr', fallbackLng: 'fr', ns: ['users'], defaultNS: 'users' });

    // The shell's trial banner reads `plans` whatever the screen: it must not wait for it.
    expect(instance.hasLoadedNamespace('plans')).toBe(true);
    expect(instance.t('plans:usage.heading')).toBe('Offre et utilisation');
  });
});

describe('the namespaces', () => {
  it('are one list: the types in i18next.d.ts name exactly the namespaces the files hold', () => {
    const typed = [...declarations.matchAll(/^\s+'?([\w-]+)'?: typeof \w+;$/gm)].map((m) => m[1]);
    expect(typed.sort()).toEqual([...NAMESPACES].sort());
  });
});
