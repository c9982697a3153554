import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ZRegisterRequest } from '@rally/contracts/auth';
import { PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegister } from '../api/auth-api.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Starts a free trial: a company, its first company admin, and a signed-in session (DESIGN section 4). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useSchemaForm({
    schema: ZRegisterRequest,
    initialValues: { companyName: '', fullName: '', email: '', password: '', language: currentLanguage() },
  });

  // mutateAsync: once the session starts, the login-only guard leaves this screen (app/guard.ts)
  // before per-call callbacks could run.
  const submit = form.onSubmit(async (values) => {
    try {
      // The account speaks the language of the screen at the moment it is created.
      const { user } = await register.mutateAsync({ ...values, language: currentLanguage() });
      notifySuccess(t('register.welcome', { name: user.fullName }));
    } catch (error) {
      showServerFieldErrors(form, error, { password: () => t('password.rejected') });
    }
  });

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
