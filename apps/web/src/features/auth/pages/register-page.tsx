import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ZRegisterRequest } from '@rally/contracts/auth';
import { CONFIRM_LINK_TTL_SECONDS, PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@rally/contracts/constants';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegister } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

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
    // The account speaks the language of the screen at the moment it is created.
    register.mutate(
      { ...values, language: currentLanguage() },
      { onError: (error) => showServerFieldErrors(form, error, { password: () => t('password.rejected') }) },
    ),
  );

  if (register.isSuccess) {
    return (
      <AuthCard
        title={t('register.sentHeading')}
        footer={
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('common.backToLogin')}
          </Anchor>
        }
      >
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
          {t('register.sent', { email: register.variables.email, days: CONFIRM_LINK_TTL_SECONDS / 86_400 })}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
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
          <TextInput
            label={t('fields.companyName')}
            autoComplete="organization"
            required
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            required
            {...form.getInputProps('fullName')}
          />
          <TextInput
            type="email"
            label={t('fields.workEmail')}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
