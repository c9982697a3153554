import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ariaCurrent, type TNavSection, useAllowedNavigation } from '../../lib/navigation.ts';
import { NAVIGATION } from '../signed-in-screens.ts';

/** The vertical navigation: groups open by default, the current screen marked for screen readers too. */
export function SideNavigation({ onNavigate }: { onNavigate: () => void }) {
  return useAllowedNavigation(NAVIGATION).map((group) => (
    <NavGroup key={group.labelKey} group={group} onNavigate={onNavigate} />
  ));
}

// The navigation's scroll box would clip a focus ring drawn outside the entry: draw it inside.
const ringInside = { root: { outlineOffset: -2 } };

/** A group folds and unfolds with a button that says whether it is open (Enter and Space work). */
function NavGroup({ group, onNavigate }: { group: TNavSection; onNavigate: () => void }) {
  const t = useKeyTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(true);
  return (
    <NavLink
      component="button"
      styles={ringInside}
      label={t(group.labelKey)}
      leftSection={<group.icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {group.items.map((item) => {
        const current = ariaCurrent(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            styles={ringInside}
            label={t(item.labelKey)}
            active={current !== undefined}
            aria-current={current}
            onClick={onNavigate}
          />
        );
      })}
    </NavLink>
  );
}
