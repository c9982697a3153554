import { Box, Menu, Text } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import { IconKey, IconLogout, IconLogout2, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/auth-api.ts';
import { forgetThisDevice } from '../../features/push/api/forget-this-device.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { UserMenuButton } from './user-menu-button.tsx';

/** Who is signed in, and the two ways out: this device, or every device (DESIGN section 4). */
export function UserMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  // mutateAsync, not mutate callbacks: the shell (and this menu) unmounts as soon as the session ends.
  const signOut = async (everywhere: boolean) => {
    // Before the session ends: the server removes the device only for the one it belongs to.
    await forgetThisDevice();
    await logout.mutateAsync(everywhere);
    if (everywhere) notifySuccess(t('user.signedOutEverywhere'));
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text fw={600} size="sm" truncate>
            {user.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`roles.${user.role}`)} · {user.companyName}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.users.myProfile.href()}
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('user.myProfile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.users.settings.href()}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('user.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.users.password.href(user.id)}
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('user.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut(false)}>
          {t('user.signOut')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout2 size={16} aria-hidden />} onClick={() => signOut(true)}>
          {t('user.signOutEverywhere')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
