import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The way out of a step of the sign-in flows, in the footer of its card. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={paths.login.href()} fw={600}>
      {t('common.backToLogin')}
    </Anchor>
  );
}
