import { Anchor, Fieldset, Input, PinInput, Stack } from '@mantine/core';
import { ZVerifyOtpRequest } from '@rally/contracts/auth';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@rally/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyOtp } from '../api/password-api.ts';

const ZCode = z.pick(ZVerifyOtpRequest, { code: true });

/** `set-otp/{requestId}`: the six digits from the e-mail, exchanged for a one-time reset token. */
export function SetOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { id: requestId = '' } = useParams();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const verify = useVerifyOtp();
  const messages = { code: () => t('otp.wrongFormat', { length: OTP_LENGTH }) };
  const form = useSchemaForm({ schema: ZCode, initialValues: { code: '' }, messages });

  const verifyCode = (code: string) =>
    verify.mutate(
      { requestId, code },
      {
        onSuccess: ({ resetToken }) => navigate(paths.auth.resetOtp.href(resetToken), { replace: true }),
        onError: (error) => showServerFieldErrors(form, error, { code: () => t('otp.wrong') }),
      },
    );
  const submit = form.onSubmit(({ code }) => verifyCode(code));

  return (
    <FormCard
      title={t('otp.heading')}
      description={
        email
          ? t('otp.sentTo', { email, minutes: OTP_TTL_SECONDS / 60 })
          : t('otp.sent', { minutes: OTP_TTL_SECONDS / 60 })
      }
      footer={
        <Anchor component={Link} to={paths.auth.forgotOtp.href()} fw={600}>
          {t('otp.newCode')}
        </Anchor>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={verify.error} />
          <Fieldset
            variant="unstyled"
            legend={t('otp.code')}
            // Looks like the other fields' labels; a legend names the group of six inputs.
            styles={{
              legend: {
                fontWeight: 'var(--mantine-font-weight-medium)',
                fontSize: 'var(--mantine-font-size-sm)',
              },
            }}
            aria-describedby={form.errors.code ? 'otp-error' : undefined}
          >
            <PinInput
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              size="lg"
              gap="xs"
              error={Boolean(form.errors.code)}
              value={form.values.code}
              onChange={(code) => form.setFieldValue('code', code)}
              // The last digit sends the code: six digits need no further check.
              onComplete={verifyCode}
              getInputProps={(index) => ({
                'aria-label': t('otp.digit', { index: index + 1, length: OTP_LENGTH }),
              })}
            />
            {form.errors.code && (
              <Input.Error id="otp-error" mt={6}>
                {form.errors.code}
              </Input.Error>
            )}
          </Fieldset>
          <LoadingButton type="submit" loading={verify.isPending} fullWidth>
            {t('otp.submit')}
          </LoadingButton>
        </Stack>
      </form>
    </FormCard>
  );
}
