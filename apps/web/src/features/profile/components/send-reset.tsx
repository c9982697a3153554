import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TUserDetail } from '@rally/contracts/users';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSendPasswordReset } from '../api/profile-api.ts';

/** Someone else's password: never set by another person, only reset by the owner through an e-mail. */
export function SendReset({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('profile');
  const send = useSendPasswordReset(user.id);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="md">
        <ErrorAlert error={send.error} />
        <Text>{t('password.resetIntro', { name: user.fullName })}</Text>
        <Group>
          <LoadingButton
            leftSection={<IconMailForward size={18} aria-hidden />}
            // Long labels (German) wrap on a phone instead of being cut off.
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
            loading={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: () => notifySuccess(t('password.resetSent', { email: user.email })),
              })
            }
          >
            {t('password.sendReset')}
          </LoadingButton>
        </Group>
      </Stack>
    </Paper>
  );
}
