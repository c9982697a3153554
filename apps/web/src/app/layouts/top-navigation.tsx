import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ariaCurrent, useAllowedNavigation } from '../../lib/navigation.ts';
import { NAVIGATION } from '../signed-in-screens.ts';

/** The horizontal navigation: one menu per group, in a bar under the header. */
export function TopNavigation() {
  const t = useKeyTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('shell.navigation')} gap={4} h="100%" px="md">
      {useAllowedNavigation(NAVIGATION).map((group) => {
        const current = group.items.some((item) => ariaCurrent(item, pathname));
        return (
          <Menu
            key={group.labelKey}
            position="bottom-start"
            trigger="click-hover"
            openDelay={80}
            closeDelay={120}
          >
            <Menu.Target>
              <Button
                variant={current ? 'light' : 'subtle'}
                color={current ? undefined : 'gray'}
                leftSection={<group.icon size={18} stroke={1.6} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t(group.labelKey)}
              </Button>
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
        );
      })}
    </Group>
  );
}
