import { type ComponentType, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { i18n, i18nReady, useKeyTranslation } from '../lib/i18n.ts';
import { matchesPath } from '../lib/match-path.ts';
import { lazyComponent, loadsOnOpening, openingDataOf } from '../lib/opening.ts';
import { paths } from '../lib/paths.ts';
import { isPublicGamePath } from '../lib/public-game-path.ts';
import { RouteMetaContext, type TRouteMeta } from '../lib/route-meta.ts';
import { getSession, useSession } from '../lib/session.ts';
import { accessRedirect } from './guard.ts';
import { routeMetaOf, type TScreenDescription, type TSectionDescription } from './screen-tree.ts';

type TAbilityCheck = Parameters<typeof accessRedirect>[2];
type Props = { meta: TRouteMeta; component: ComponentType; ability?: TAbilityCheck };

// Public screens never ask for an ability (guard.ts decides them before), so they need no CASL:
// only the signed-in screens pass the user's (signed-in-routes.tsx).
const NO_ABILITY: TAbilityCheck = { can: () => false };

/**
 * One screen of the route table: checks access, names the document, provides the meta. It reads
 * the session reactively, so signing out (here, in another tab, or by a failed refresh) leaves a
 * protected screen at once.
 */
export function Screen({ meta, component: Component, ability = NO_ABILITY }: Props) {
  const t = useKeyTranslation();
  const session = useSession();
  const location = useLocation();
  const target = accessRedirect(meta, session, ability, location);

  useEffect(() => {
    if (!target) document.title = `${t(meta.titleKey)} · Rally`;
  }, [meta, t, target]);

  if (target) return <Navigate to={target} replace />;
  return (
    <RouteMetaContext value={meta}>
      <Component />
    </RouteMetaContext>
  );
}

/**
 * The routes of a table of screens with the given layout, each shown through `guard` (a `Screen`,
 * or one that passes it an ability), with the meta derived from its description. `ability` is the
 * one the guard checks, for the screen the app opens on (whose data may load before it renders).
 */
export function screenRoutes(
  screens: Record<string, TScreenDescription>,
  sections: Record<string, TSectionDescription>,
  layout: TScreenDescription['layout'],
  guard: ComponentType<Props> = Screen,
  ability: TAbilityCheck = NO_ABILITY,
): RouteObject[] {
  const Guard = guard;
  return Object.entries(screens)
    .filter(([, screen]) => screen.layout === layout)
    .map(([id, { path, titleKey, namespaces = [], load }]) => {
      const meta = routeMetaOf(screens, sections, id);
      const [namespace] = titleKey.includes(':') ? titleKey.split(':') : ['common'];
      // The screen's namespaces load with its code, so it never shows untranslated keys.
      const screen = lazyComponent(async () => {
        const [Component] = await Promise.all([
          load(),
          i18nReady.then(() => i18n.loadNamespaces([namespace ?? 'common', ...namespaces])),
        ]);
        return Component;
      });
      // The screen the app opens on starts loading with the table that names it, not once the
      // shell has rendered: no waterfall of chunks on a cold load, and the first render waits for
      // it, and for the data it asks for then if the visitor may open it (ADR 0019). The public
      // game page's pattern (`/:publicId`) would match any one-segment path: it opens only on
      // the paths that are its own.
      const here = window.location.pathname;
      const opening =
        path === paths.publicGame.path && !isPublicGamePath(here) ? null : matchesPath(path, here);
      if (opening) {
        const admitted = accessRedirect(meta, getSession(), ability, window.location) === null;
        const context = { params: opening.params, search: new URLSearchParams(window.location.search) };
        loadsOnOpening(screen.load());
        // Its data is asked for as soon as its code is here, not once its words are too.
        if (admitted) loadsOnOpening(load().then((component) => openingDataOf(component, context)));
      }
      const component = screen.Component;
      return { path, element: <Guard meta={meta} component={component} /> };
    });
}
