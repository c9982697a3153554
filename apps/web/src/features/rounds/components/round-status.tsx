import { Badge } from '@mantine/core';
import type { TSetTimeStatus } from '@rally/contracts/set-times';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TSetTimeStatus, string> = {
  upcoming: 'gray',
  running: 'teal',
  grace: 'yellow',
  frozen: 'blue',
};

/** Where a round stands: upcoming, running, in its grace window (late logs count), frozen. */
export function RoundStatus({ status }: { status: TSetTimeStatus }) {
  const { t } = useTranslation('set-times');
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
