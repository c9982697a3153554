import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import type { TOpensWithData } from '../lib/opening.ts';
import { paths } from '../lib/paths.ts';
import { screenRoutes } from './screen.tsx';
import type { TScreenDescription } from './screen-tree.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the screen the app opens on', () => {
  it('asks for its data as soon as its code is here, without waiting for its words', async () => {
    // The words never come in this test: the data must not wait for them.
    vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise(() => {}));
    const openingData = vi.fn(async () => undefined);
    const Page = Object.assign(() => null, { openingData }) satisfies ComponentType & TOpensWithData;
    const screens: Record<string, TScreenDescription> = {
      page: {
        path: '/things/:id',
        titleKey: 'nav.dashboard',
        layout: 'full',
        access: 'public',
        load: async () => Page,
      },
    };
    window.history.replaceState(null, '', '/things/42?sort=name');

    screenRoutes(screens, {}, 'full');

    await vi.waitFor(() => expect(openingData).toHaveBeenCalledTimes(1));
    const [context] = openingData.mock.calls[0] as unknown as [{ params: object; search: URLSearchParams }];
    expect(context.params).toEqual({ id: '42' });
    expect(context.search.get('sort')).toBe('name');
  });

  it("is the public game page on a game's public id, and not on another one-segment path", async () => {
    const openingData = vi.fn(async () => undefined);
    const Page = Object.assign(() => null, { openingData }) satisfies ComponentType & TOpensWithData;
    const load = vi.fn(async () => Page);
    const screens: Record<string, TScreenDescription> = {
      publicGame: {
        path: paths.publicGame.path,
        titleKey: 'nav.dashboard',
        layout: 'full',
        access: 'public',
        load,
      },
    };

    // `/play` is the player's home, whatever the public game page's pattern matches.
    window.history.replaceState(null, '', paths.play.href());
    screenRoutes(screens, {}, 'full');
    expect(load).not.toHaveBeenCalled();

    // Left to load when routed to, its code and data came after a loading state, and the page
    // 300 ms after that (React's hold on what follows a fallback).
    window.history.replaceState(null, '', paths.publicGame.href('spring-into-health-a1'));
    screenRoutes(screens, {}, 'full');
    await vi.waitFor(() => expect(openingData).toHaveBeenCalledTimes(1));
    const [context] = openingData.mock.calls[0] as unknown as [{ params: object }];
    expect(context.params).toEqual({ publicId: 'spring-into-health-a1' });
  });
});
