import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { TSessionUser } from '@rally/contracts/auth';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/user-avatar.tsx';

type Props = { user: TSessionUser } & UnstyledButtonProps & ComponentProps<'button'>;

/**
 * The account menu's button: the initials of who is signed in. Alone it stands in for the menu
 * until the menu's code is here (app-header.tsx); the menu's target spreads its handlers on it.
 */
export function UserMenuButton({ user, ...button }: Props) {
  const { t } = useTranslation();
  const shown = initials(user.fullName);
  return (
    // The name starts with the initials it shows (2.5.3): "AE" said is "AE" found.
    <UnstyledButton
      {...button}
      aria-label={t('user.menu', { initials: shown, name: user.fullName })}
      style={{ borderRadius: 999 }}
    >
      <Avatar color="indigo" radius="xl" size={36} alt="">
        {shown}
      </Avatar>
    </UnstyledButton>
  );
}
