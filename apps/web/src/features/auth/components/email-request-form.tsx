import { Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordRequest } from '@rally/contracts/auth';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';

type Props = {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: z.output<typeof ZForgotPasswordRequest>) => void;
};

/** "Which account?": the first step of both ways back into an account. */
export function EmailRequestForm({ submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm({ schema: ZForgotPasswordRequest, initialValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <ErrorAlert error={error} />
        <TextInput
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <LoadingButton type="submit" loading={pending} fullWidth>
          {submitLabel}
        </LoadingButton>
      </Stack>
    </form>
  );
}
