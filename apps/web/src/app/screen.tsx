import { type ComponentType, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppAbility } from '../lib/abilities.tsx';
import { useKeyTranslation } from '../lib/i18n.ts';
import { RouteMetaContext, type TRouteMeta } from '../lib/route-meta.ts';
import { useSession } from '../lib/session.ts';
import { accessRedirect } from './guard.ts';

type Props = { meta: TRouteMeta; component: ComponentType };

/**
 * One screen of the route table: checks access, names the document, provides the meta. It reads
 * the session reactively, so signing out (here, in another tab, or by a failed refresh) leaves a
 * protected screen at once.
 */
export function Screen({ meta, component: Component }: Props) {
  const t = useKeyTranslation();
  const session = useSession();
  const ability = useAppAbility();
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
