import type { TUser } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge.tsx';

const COLORS: Record<TUser['status'], string> = { active: 'teal', invited: 'yellow', disabled: 'gray' };

/** A user's account status; shared by the user screens and a company's people. */
export function UserStatusBadge({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge color={COLORS[status]}>{t(`userStatus.${status}`)}</StatusBadge>;
}
