import { Anchor, Button, Card, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RevocableSecrets } from '../../../components/revocable-secrets.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  scimTokensQueryOptions,
  useCreateScimToken,
  useRevokeScimToken,
  useScimTokens,
} from '../api/scim-api.ts';

/**
 * `/admin/provisioning`: the company's SCIM tokens (decision 0036). The base URL and a token are
 * what a directory (Entra ID, Okta) needs; a new token is shown once, right here; the list shows only
 * its first characters. Revoking stops it at once.
 */
export function ProvisioningPage() {
  const { t } = useTranslation('scim');
  const text = useKeyTranslation();
  const tokens = useScimTokens();
  const baseUrl = tokens.data?.baseUrl;

  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('intro')}{' '}
          <Anchor
            href={`${appConfig().apiBase}/docs`}
            target="_blank"
            rel="noreferrer"
            size="sm"
            underline="always"
          >
            {t('docs')}
          </Anchor>
        </Text>
        {baseUrl && (
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Text fw={500} id="scim-base-url">
                {t('baseUrl')}
              </Text>
              <Group gap="xs" wrap="nowrap" align="start">
                <Code
                  block
                  aria-labelledby="scim-base-url"
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
                >
                  {baseUrl}
                </Code>
                <CopyButton value={baseUrl}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      size="xs"
                      onClick={copy}
                      aria-label={t('copyBaseUrl')}
                      leftSection={
                        copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                      }
                    >
                      {copied ? t('copied') : t('copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                {t('baseUrlHint')}
              </Text>
            </Stack>
          </Card>
        )}
        <RevocableSecrets
          words={(word, values) => text(`scim:${word}`, values)}
          list={{ ...tokens, data: tokens.data?.data }}
          create={useCreateScimToken()}
          revoke={useRevokeScimToken()}
        />
      </Stack>
    </>
  );
}

/** The company's tokens and base URL, asked for beside the code. */
ProvisioningPage.openingData = (() =>
  queryClient.prefetchQuery(scimTokensQueryOptions())) satisfies TOpensWithData['openingData'];
