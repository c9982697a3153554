import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RevocableSecrets } from '../../../components/revocable-secrets.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiKeysQueryOptions, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/kpi-actuals-api.ts';

/**
 * `/admin/api-keys`: the company's keys for sending KPI actuals from its own systems. A new key's
 * secret is shown once, right here; the list shows only its first characters. Revoking stops it at once.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('kpi-actuals');
  const text = useKeyTranslation();
  return (
    <>
      <PageHeader />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('keys.intro')}{' '}
          <Anchor
            href={`${appConfig().apiBase}/docs`}
            target="_blank"
            rel="noreferrer"
            size="sm"
            underline="always"
          >
            {t('keys.docs')}
          </Anchor>
        </Text>
        <RevocableSecrets
          words={(word, values) => text(`kpi-actuals:keys.${word}`, values)}
          list={useApiKeys()}
          create={useCreateApiKey()}
          revoke={useRevokeApiKey()}
          usage={
            <Text size="xs">
              {t('keys.usage')} <Code>POST /api/kpi-actuals/by-key</Code>, <Code>x-rally-key</Code>
            </Text>
          }
        />
      </Stack>
    </>
  );
}

/** The company's keys, asked for beside the code. */
ApiKeysPage.openingData = (() =>
  queryClient.prefetchQuery(apiKeysQueryOptions())) satisfies TOpensWithData['openingData'];
