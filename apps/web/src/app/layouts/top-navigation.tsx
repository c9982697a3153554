import { Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ariaCurrent } from '../../lib/navigation.ts';
import { NavigationBar, NavigationGroupButton } from './navigation-bar.tsx';

/** The horizontal navigation: one menu per group, in a bar under the header. */
export function TopNavigation() {
  const t = useKeyTranslation();
  const { pathname } = useLocation();
  return (
    <NavigationBar>
      {(group, current) => (
        <Menu
          key={group.labelKey}
          position="bottom-start"
          trigger="click-hover"
          openDelay={80}
          closeDelay={120}
        >
          <Menu.Target>
            <NavigationGroupButton group={group} current={current} />
          </Menu.Target>
          <Menu.Dropdown>
            {group.items.map((item) => (
              <Menu.Item
                key={item.to}
                component={Link}
                to={item.to}
                leftSection={<item.icon size={16} aria-hidden />}
                aria-current={ariaCurrent(item, pathname)}
              >
                {t(item.labelKey)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </NavigationBar>
  );
}
