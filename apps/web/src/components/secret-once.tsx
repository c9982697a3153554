import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret shown once, right after it was created (an API key, a webhook's signing secret, a SCIM
 * token): the server keeps only a digest or a sealed copy, so this is the one chance to copy it.
 * The secret itself takes the focus (`secretRef`, `tabIndex -1`) so a screen reader reads it next,
 * and its label names what it is; `children` say where it goes.
 */
export function SecretOnce(props: {
  title: string;
  /** What the secret is, as its accessible name ("The new key's secret"). */
  label: string;
  secret: string;
  /** Why it matters, after the warning that it is shown only this once. */
  note?: string;
  secretRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="green" variant="light" icon={<IconKey aria-hidden />} title={props.title}>
      <Stack gap="xs">
        <Text size="sm">
          {t('secretOnce.warning')}
          {props.note ? ` ${props.note}` : ''}
        </Text>
        <Group gap="xs" wrap="nowrap" align="start">
          <Code
            block
            ref={props.secretRef}
            tabIndex={-1}
            aria-label={props.label}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
          >
            {props.secret}
          </Code>
          <CopyButton value={props.secret}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? t('secretOnce.copied') : t('secretOnce.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {props.children}
      </Stack>
    </Alert>
  );
}
