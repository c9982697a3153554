import { Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { laterSchema, loadLaterSchema, showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { afterFirstPaint } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { getRememberMe } from '../../../lib/session.ts';
import { useLogin, useSsoStart } from '../api/login-api.ts';

// The contracts' schema (and zod) arrive once the form has painted: every signed-out visit starts
// here, and its first paint is the app's lightest (issue 28, ADR 0019).
const loginSchema = laterSchema(() => import('@rally/contracts/auth').then((m) => m.ZLoginRequest));

export function LoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  useEffect(() => afterFirstPaint(() => void loadLaterSchema(loginSchema)), []);
  const form = useSchemaForm({
    schema: loginSchema,
    initialValues: { email: '', password: '', rememberMe: getRememberMe() },
  });

  const sso = useSsoStart();
  const emailInput = useRef<HTMLInputElement>(null);

  // Once the session starts, the login-only guard moves the user on (app/guard.ts).
  const submit = form.onSubmit((values) => login.mutate(values));
  // The e-mail's domain names the company's identity provider (decision 0035); no password needed.
  const continueWithCompany = () =>
    sso.start(form.getValues().email.trim().toLowerCase(), (error) => {
      showServerFieldErrors(form, error);
      emailInput.current?.focus();
    });

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
          <ErrorAlert error={login.error ?? sso.error} />
          <TextInput
            ref={emailInput}
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
          <Divider label={t('login.or')} labelPosition="center" />
          <Button
            type="button"
            variant="default"
            loading={sso.isPending}
            onClick={continueWithCompany}
            fullWidth
            // Long labels (German, French) wrap on a phone instead of being cut off.
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('login.companyAccount')}
          </Button>
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
