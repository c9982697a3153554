import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { useAllowedNavigation } from '../../lib/navigation.ts';

/** The vertical navigation: groups open by default, the current screen marked for screen readers too. */
export function SideNavigation({ onNavigate }: { onNavigate: () => void }) {
  const t = useKeyTranslation();
  const { pathname } = useLocation();
  return useAllowedNavigation().map((group) => (
    <NavLink
      key={group.labelKey}
      label={t(group.labelKey)}
      leftSection={<group.icon size={20} stroke={1.6} aria-hidden />}
      defaultOpened
      childrenOffset={28}
    >
      {group.items.map((item) => {
        const active = pathname === item.to;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.labelKey)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </NavLink>
  ));
}
