import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type TCreatedWebhookEndpoint,
  type TWebhookEndpoint,
  type TWebhookEventType,
  WEBHOOK_EVENTS,
} from '@rally/contracts/webhooks';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { SecretOnce } from '../../../components/secret-once.tsx';
import { announce } from '../../../lib/announce.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useSetWebhookEnabled,
  useWebhookEndpoints,
  webhookEndpointsQueryOptions,
} from '../api/webhooks-api.ts';
import { DeliveryList } from './delivery-list.tsx';

/**
 * `/admin/webhooks`: the company's webhook endpoints (decision 0033). A new endpoint's signing secret
 * is shown once, right here; each endpoint opens its deliveries with their answers and "send again".
 */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [fresh, setFresh] = useState<TCreatedWebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const created = await create
      .mutateAsync({ url: url.trim(), events: events as TWebhookEventType[] })
      .catch(() => null);
    if (!created) return;
    setUrl('');
    setEvents([]);
    setFresh(created);
    announce(t('created'));
    focusWhenReady(() => secretRef.current);
  }

  async function onToggle(endpoint: TWebhookEndpoint) {
    await setEnabled.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled });
    announce(t(endpoint.enabled ? 'turnedOff' : 'turnedOn'));
  }

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
        <Card withBorder component="form" onSubmit={onCreate} padding="md">
          <Stack gap="sm">
            <TextInput
              ref={urlRef}
              type="url"
              label={t('url')}
              description={t('urlHint')}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              maxLength={2048}
              required
            />
            <Checkbox.Group
              label={t('events')}
              description={t('eventsHint')}
              value={events}
              onChange={setEvents}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {WEBHOOK_EVENTS.map((type) => (
                  <Checkbox key={type} value={type} label={t(`eventNames.${type}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group>
              <LoadingButton
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={create.isPending}
                disabled={!url.trim() || events.length === 0}
              >
                {t('addEndpoint')}
              </LoadingButton>
            </Group>
            <ErrorAlert error={create.error} />
          </Stack>
        </Card>
        {fresh && (
          <SecretOnce
            title={t('secretTitle')}
            label={t('secretLabel')}
            note={t('secretNote')}
            secret={fresh.secret}
            secretRef={secretRef}
          />
        )}
        <Title order={2} size="h4">
          {t('listTitle')}
        </Title>
        <ErrorAlert error={endpoints.error ?? setEnabled.error} />
        {endpoints.isPending ? (
          <LoadingScreen />
        ) : (endpoints.data?.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <Stack gap="sm">
            {(endpoints.data?.data ?? []).map((endpoint) => (
              <Card key={endpoint.id} withBorder padding="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="start">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {endpoint.url}
                    </Text>
                    <Badge
                      color={endpoint.enabled ? 'green' : 'gray'}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {endpoint.enabled ? t('on') : t('off')}
                    </Badge>
                  </Group>
                  <Group gap={4}>
                    {endpoint.events.map((type) => (
                      <Badge key={type} variant="outline" color="gray" tt="none">
                        {t(`eventNames.${type}`)}
                      </Badge>
                    ))}
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      aria-expanded={open === endpoint.id}
                      aria-controls={`deliveries-${endpoint.id}`}
                      onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                    >
                      {open === endpoint.id ? t('hideDeliveries') : t('showDeliveries')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => onToggle(endpoint)}>
                      {endpoint.enabled ? t('turnOff') : t('turnOn')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setDeleting(endpoint)}
                      aria-label={t('deleteNamed', { url: endpoint.url })}
                    >
                      {t('deleteEndpoint')}
                    </Button>
                  </Group>
                  {open === endpoint.id && <DeliveryList endpoint={endpoint} />}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      <RemoveDialog
        item={deleting}
        remove={remove}
        texts={{
          title: t('deleteTitle'),
          text: t('deleteText', { url: deleting?.url ?? '' }),
          confirm: t('deleteEndpoint'),
          done: t('deleted'),
        }}
        onClose={() => setDeleting(null)}
        onRemoved={(gone) => {
          if (open === gone.id) setOpen(null);
          if (fresh?.id === gone.id) setFresh(null);
          focusWhenReady(() => urlRef.current);
        }}
      />
    </>
  );
}

/** The company's endpoints, asked for beside the code. */
WebhooksPage.openingData = (() =>
  queryClient.prefetchQuery(webhookEndpointsQueryOptions())) satisfies TOpensWithData['openingData'];
