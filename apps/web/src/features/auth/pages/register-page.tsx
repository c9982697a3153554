import { Alert, Anchor, Stack } from '@mantine/core';
import { ZRegisterRequest } from '@rally/contracts/auth';
import { CONFIRM_LINK_TTL_SECONDS, TRIAL_DAYS } from '@rally/contracts/constants';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountFields } from '../../../components/account-fields.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { browserTimezone } from '../../../lib/timezones.ts';
import { useRegister } from '../api/auth-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';

/**
 * Starts a free trial: a company and its first company admin (DESIGN section 4). The answer is
 * "check your mail" whether or not the address has an account; the mailed link starts the trial.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useSchemaForm({
    schema: ZRegisterRequest,
    initialValues: { companyName: '', fullName: '', email: '', password: '', language: currentLanguage() },
  });

  const submit = form.onSubmit((values) =>
    // The account speaks the language of the screen at the moment it is created; the new company
    // runs in the browser's zone.
    register.mutate(
      { ...values, language: currentLanguage(), timezone: browserTimezone() },
      { onError: (error) => showServerFieldErrors(form, error, { password: () => t('password.rejected') }) },
    ),
  );

  if (register.isSuccess) {
    return (
      <FormCard title={t('register.sentHeading')} footer={<BackToLogin />}>
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
          {t('register.sent', { email: register.variables.email, days: CONFIRM_LINK_TTL_SECONDS / 86_400 })}
        </Alert>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('register.heading')}
      description={t('register.description', { days: TRIAL_DAYS })}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('register.signIn')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={register.error} />
          <AccountFields
            fields={['companyName', 'fullName', 'email', 'password']}
            label={(field) => t(field === 'email' ? 'fields.workEmail' : `fields.${field}`)}
            inputProps={(field) => form.getInputProps(field)}
          />
          <LoadingButton type="submit" loading={register.isPending} fullWidth>
            {t('register.submit')}
          </LoadingButton>
        </Stack>
      </form>
    </FormCard>
  );
}
