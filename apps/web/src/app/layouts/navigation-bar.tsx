import { Button, type ButtonProps, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ariaCurrent, type TNavSection, useAllowedNavigation } from '../../lib/navigation.ts';
import { NAVIGATION } from '../signed-in-screens.ts';

type Props = { group: TNavSection; current: boolean } & ButtonProps & ComponentProps<'button'>;

/** A group's button in the horizontal navigation; its menu's target spreads its handlers on it. */
export function NavigationGroupButton({ group, current, ...button }: Props) {
  const t = useKeyTranslation();
  return (
    <Button
      variant={current ? 'light' : 'subtle'}
      color={current ? undefined : 'gray'}
      leftSection={<group.icon size={18} stroke={1.6} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...button}
    >
      {t(group.labelKey)}
    </Button>
  );
}

/** The horizontal navigation's bar, each group with whether it holds the screen shown. */
export function NavigationBar({
  children,
}: {
  children: (group: TNavSection, current: boolean) => ReactNode;
}) {
  const t = useKeyTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('shell.navigation')} gap={4} h="100%" px="md">
      {useAllowedNavigation(NAVIGATION).map((group) =>
        children(
          group,
          group.items.some((item) => ariaCurrent(item, pathname)),
        ),
      )}
    </Group>
  );
}

/** The bar with its groups' buttons, standing in for it until its menus' code is here (app-header.tsx). */
export function NavigationStandIn() {
  return (
    <NavigationBar>
      {(group, current) => <NavigationGroupButton key={group.labelKey} group={group} current={current} />}
    </NavigationBar>
  );
}
