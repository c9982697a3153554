import { Group, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@rally/contracts/constants';
import { ZChangePasswordRequest } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/profile-api.ts';

// The repeat is checked here only; the server receives the two fields of its contract.
const ZPasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'] },
);

/** Changing one's own password: the current one proves it is the owner, not a borrowed session. */
export function OwnPasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword(userId);
  const form = useSchemaForm({
    schema: ZPasswordForm,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    messages: { confirmPassword: () => t('password.mismatch') },
  });
  // The server names the field it refuses: a wrong current password, or a too common new one.
  const fieldMessages = {
    currentPassword: () => t('password.wrongCurrent'),
    newPassword: () => t('password.rejected'),
  };

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('password.changed'));
        },
        onError: (error) => showServerFieldErrors(form, error, fieldMessages),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={480}>
        <ErrorAlert error={change.error} />
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <LoadingButton type="submit" loading={change.isPending}>
            {t('password.submit')}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
