import { Badge } from '@mantine/core';
import type { TUser } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';

// Dot badges: light ones in teal or yellow fall under 4.5:1 contrast; dot text keeps the body colour.
const COLORS: Record<TUser['status'], string> = { active: 'teal', invited: 'yellow', disabled: 'gray' };

/** A user's account status; shared by the user screens and a company's people. */
export function UserStatusBadge({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} miw="max-content">
      {t(`userStatus.${status}`)}
    </Badge>
  );
}
