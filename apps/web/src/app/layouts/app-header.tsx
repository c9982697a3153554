// The styles of the menus below come with the header, not with their code after the first paint:
// a stylesheet added to a page already drawn restyles and lays out all of it again (70-150 ms of
// a phone's main thread at 4x CPU, measured with bench:tasks).
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '../../features/notifications/components/notification-item.module.css';
import { Box, Burger, Group } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import type { TNotificationList } from '@rally/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../components/after-paint.tsx';
import { LayoutToggle } from '../../components/layout-toggle.tsx';
import { HomeLink } from '../../components/logo.tsx';
import { BellStandIn } from '../../features/notifications/components/bell-button.tsx';
import { useSaveOwnSettings } from '../../features/profile/hooks/use-settings-sync.ts';
import { NavigationStandIn } from './navigation-bar.tsx';
import { QuickSettings } from './quick-settings.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

// The header's menus open popovers (Floating UI, a focus trap): their code loads after the first
// paint, with their buttons there from the start (vite.config.ts puts the three in one chunk).
const NotificationBell = afterPaint(
  () =>
    import('../../features/notifications/components/notification-bell.tsx').then((m) => m.NotificationBell),
  BellStandIn,
);
const UserMenu = afterPaint(() => import('./user-menu.tsx').then((m) => m.UserMenu), UserMenuButton);
const TopNavigation = afterPaint(
  () => import('./top-navigation.tsx').then((m) => m.TopNavigation),
  NavigationStandIn,
);

type Props = {
  user: TSessionUser;
  /** The bell's first list, from `/auth/me` (undefined: not answered yet; null: it failed). */
  notifications: TNotificationList | null | undefined;
  navOpen: boolean;
  onToggleNav: () => void;
  horizontal: boolean;
};

export function AppHeader({ user, notifications, navOpen, onToggleNav, horizontal }: Props) {
  const { t } = useTranslation();
  // Signed in, the layout switch is kept with the account, like the settings screen.
  const saveSettings = useSaveOwnSettings();
  return (
    <>
      <Group h={60} px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(navOpen ? 'shell.closeNavigation' : 'shell.openNavigation')}
            aria-expanded={navOpen}
          />
          <HomeLink compactOnPhone />
        </Group>
        <Group gap={4} wrap="nowrap">
          <QuickSettings where="header" />
          <Box visibleFrom="sm">
            <LayoutToggle onChange={(layout) => saveSettings({ layout })} />
          </Box>
          <NotificationBell userId={user.id} first={notifications} />
          <UserMenu user={user} />
        </Group>
      </Group>
      {horizontal && (
        <Box visibleFrom="sm" h={48} style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
          <TopNavigation />
        </Box>
      )}
    </>
  );
}
