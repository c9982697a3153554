import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { errorMessage } from '../lib/errors.ts';

type ProblemProps = { title?: string | undefined; color?: 'red' | 'yellow'; children: ReactNode };

/** A problem told in place, announced to screen readers as it appears: red, or yellow for a warning. */
export function ProblemAlert({ title, color = 'red', children }: ProblemProps) {
  return (
    <Alert color={color} variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

type Props = { error: unknown; title?: string };

/** A failed call, in words: the translated or server message, and the request id for support. */
export function ErrorAlert({ error, title }: Props) {
  const { t } = useTranslation();
  if (!error) return null;
  const requestId = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
  return (
    <ProblemAlert title={title}>
      {errorMessage(error, t)}
      {requestId && (
        <Text size="xs" mt={4}>
          {t('errors.reference', { requestId })}
        </Text>
      )}
    </ProblemAlert>
  );
}
