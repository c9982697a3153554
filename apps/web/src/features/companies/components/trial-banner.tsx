import { Alert } from '@mantine/core';
import { TRIAL_WARNING_DAYS, trialDaysLeft } from '@rally/contracts/plans';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useSession } from '../../../lib/session.ts';

/**
 * Above every signed-in screen of a company on a trial that ends within TRIAL_WARNING_DAYS (or has
 * ended): says when, and what to do. Platform admins (no trial of their own) never see it.
 * `trialEndsAt` comes with the session user (`GET /auth/me`): no request of its own on every screen.
 */
export function TrialBanner({ trialEndsAt }: { trialEndsAt: string | null | undefined }) {
  const { t } = useTranslation('plans');
  const session = useSession();
  const ability = useAppAbility();
  const shown = Boolean(session) && session?.user.role !== 'admin' && ability.can('read', 'Company');
  const days = trialDaysLeft(trialEndsAt ?? null);
  if (!shown || days === null || days > TRIAL_WARNING_DAYS) return null;
  const when =
    days < 0 ? t('trial.ended') : days === 0 ? t('trial.endsToday') : t('trial.endsIn', { count: days });
  return (
    <Alert
      color={days <= 1 ? 'red' : 'orange'}
      variant="light"
      icon={<IconHourglass aria-hidden />}
      title={when}
      mb="md"
      // A standing notice, named by its title: a region to find, not an alert read out on every screen.
      role="region"
      component="section"
    >
      {t('trial.action')}
    </Alert>
  );
}
