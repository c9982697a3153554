import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZLoginRequest } from '@rally/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { paths } from '../../../lib/paths.ts';
import { getRememberMe } from '../../../lib/session.ts';
import { useLogin } from '../api/login-api.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useSchemaForm({
    schema: ZLoginRequest,
    initialValues: { email: '', password: '', rememberMe: getRememberMe() },
  });

  // Once the session starts, the login-only guard moves the user on (app/guard.ts).
  const submit = form.onSubmit((values) => login.mutate(values));

  return (
    <FormCard
      title={t('login.heading')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.auth.register.href()} fw={600}>
            {t('login.startTrial')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={login.error} />
          <TextInput
            type="email"
            label={t('fields.email')}
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('fields.rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <LoadingButton type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </LoadingButton>
          <Text size="sm" ta="center" c="dimmed">
            {t('login.preferCode')}{' '}
            {/* In running dimmed text: underlined, not told from it by colour alone (1.4.1). */}
            <Anchor component={Link} to={paths.auth.forgotOtp.href()} size="sm" underline="always">
              {t('login.useCode')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
