import { ActionIcon, Menu } from '@mantine/core';
import type { TUser } from '@rally/contracts/users';
import { IconDots, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type Props = { user: TUser; self: boolean; onDelete: (user: TUser) => void };

/** Profile, edit and delete for one row of the user list; only the delete icon is red (contrast). */
export function UserRowActions({ user, self, onDelete }: Props) {
  const { t } = useTranslation('users');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: user.fullName })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.users.profile.href(user.id)}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('actions.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.users.edit.href(user.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Menu.Item>
        {/* Nobody deletes their own account from here (the server refuses too). */}
        {!self && (
          <Menu.Item
            leftSection={<IconTrash size={16} color="var(--mantine-color-red-text)" aria-hidden />}
            onClick={() => onDelete(user)}
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
