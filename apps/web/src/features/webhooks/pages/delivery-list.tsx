import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core';
import type { TWebhookDelivery, TWebhookEndpoint } from '@rally/contracts/webhooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StripedTable } from '../../../components/striped-table.tsx';
import { announce } from '../../../lib/announce.ts';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks-api.ts';

const STATE_COLOR: Record<TWebhookDelivery['status'], string> = {
  pending: 'blue',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** One endpoint's newest deliveries: the event, where it stands, the last answer, and "send again". */
export function DeliveryList({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const { t, i18n } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(endpoint.id);
  const resend = useResendWebhookDelivery(endpoint.id);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const label = t('deliveriesOf', { url: endpoint.url });

  async function onResend(delivery: TWebhookDelivery) {
    await resend.mutateAsync(delivery.id);
    announce(t('sentAgain'));
  }

  return (
    <Stack gap="xs" id={`deliveries-${endpoint.id}`}>
      <ErrorAlert error={deliveries.error ?? resend.error} />
      {deliveries.isPending ? (
        <LoadingScreen />
      ) : (deliveries.data?.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('deliveriesEmpty')}
        </Text>
      ) : (
        <StripedTable
          label={label}
          minWidth={640}
          columns={[
            { header: t('event') },
            { header: t('statusColumn') },
            { header: t('answer') },
            { header: t('when') },
            { header: t('sendAgain') },
          ]}
        >
          {(deliveries.data?.data ?? []).map((d) => (
            <Table.Tr key={d.id}>
              <Table.Th scope="row" fw={500}>
                {t(`eventNames.${d.eventType}`)}
              </Table.Th>
              <Table.Td>
                <Badge color={STATE_COLOR[d.status]} variant="light">
                  {t(`state.${d.status}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('attempts')}: {d.attempts}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                {d.responseCode !== null ? (
                  <Code>{d.responseCode}</Code>
                ) : (
                  <Text size="xs">{t('noAnswer')}</Text>
                )}
                {d.responseExcerpt && (
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {d.responseExcerpt}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {date(d.lastAttemptAt ?? d.createdAt)}
                {d.nextAttemptAt && d.status !== 'delivered' && d.status !== 'failed' && (
                  <Text size="xs" c="dimmed">
                    {t('next', { date: date(d.nextAttemptAt) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onResend(d)}
                  aria-label={t('sendAgainNamed', {
                    event: t(`eventNames.${d.eventType}`),
                    date: date(d.createdAt),
                  })}
                >
                  {t('sendAgain')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </StripedTable>
      )}
    </Stack>
  );
}
