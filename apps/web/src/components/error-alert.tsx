import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { errorMessage } from '../lib/errors.ts';

type Props = { error: unknown; title?: string };

/** A failed call, in words: the translated or server message, and the request id for support. */
export function ErrorAlert({ error, title }: Props) {
  const { t } = useTranslation();
  if (!error) return null;
  const requestId = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorMessage(error, t)}
      {requestId && (
        <Text size="xs" mt={4}>
          {t('errors.reference', { requestId })}
        </Text>
      )}
    </Alert>
  );
}
