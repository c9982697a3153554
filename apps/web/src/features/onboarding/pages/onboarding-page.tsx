import { Anchor } from '@mantine/core';
import { TRIAL_DAYS } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { OnboardingWizard } from '../components/onboarding-wizard.tsx';

/** `/rally/onboarding`: a prospect starts a trial with a running game, without talking to anyone. */
export function OnboardingPage() {
  const { t } = useTranslation(['onboarding', 'auth']);
  return (
    <FormCard
      wide
      title={t('title')}
      description={t('intro', { days: TRIAL_DAYS })}
      footer={
        <>
          {t('auth:register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('auth:register.signIn')}
          </Anchor>
        </>
      }
    >
      <OnboardingWizard />
    </FormCard>
  );
}

/**
 * `/rally/onboarding-iframe`: the same wizard for another site to embed (which sites may is the
 * server's ONBOARDING_FRAME_ANCESTORS). Nothing leads away from it inside the frame.
 */
export function OnboardingIframePage() {
  const { t } = useTranslation('onboarding');
  return (
    <FormCard wide title={t('iframeTitle')} description={t('intro', { days: TRIAL_DAYS })}>
      <OnboardingWizard />
    </FormCard>
  );
}
