import { Box, Burger, Group } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import type { TNotificationList } from '@rally/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { LayoutToggle } from '../../components/layout-toggle.tsx';
import { HomeLink } from '../../components/logo.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useSaveOwnSettings } from '../../features/profile/hooks/use-settings-sync.ts';
import { QuickSettings } from './quick-settings.tsx';
import { TopNavigation } from './top-navigation.tsx';
import { UserMenu } from './user-menu.tsx';

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
