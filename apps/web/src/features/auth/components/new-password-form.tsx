import { Stack, TextInput } from '@mantine/core';
import { ZPassword } from '@rally/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';

const ZNewPassword = z.object({ password: ZPassword });

type Props = {
  /** Shown read-only so the reader knows which account, and so password managers store it right. */
  email?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Sends the password; calls `onError` with the server's answer when it refuses. */
  onSubmit: (password: string, callbacks: { onError: (error: unknown) => void }) => void;
};

/** Choosing a new password, for both ways back into an account (e-mailed link and one-time code). */
export function NewPasswordForm({ email, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm({ schema: ZNewPassword, initialValues: { password: '' } });
  // The server also refuses common passwords, with a field error on `password`.
  const onError = (answer: unknown) =>
    showServerFieldErrors(form, answer, { password: () => t('password.rejected') });

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => onSubmit(password, { onError }))}>
      <Stack gap="md">
        <ErrorAlert error={error} />
        {email && <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" />}
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <LoadingButton type="submit" loading={pending} fullWidth>
          {submitLabel}
        </LoadingButton>
      </Stack>
    </form>
  );
}
