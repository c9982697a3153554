import { Card, Loader, Table, Text, Title } from '@mantine/core';
import { numberFormat } from '@rally/contracts/intl';
import { REMINDER_CHANNELS } from '@rally/contracts/reminders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useReminderStats } from '../api/reminders-api.ts';

const formatCount = (n: number) => numberFormat(currentLanguage(), {}).format(n);

/** For organisers on the game's view: what reminders did, per channel, and who turned them off (ADR 0031). */
export function ReminderStatsCard({ gameId }: { gameId: string }) {
  const { t } = useTranslation('reminders');
  const id = useId();
  const stats = useReminderStats(gameId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {t('stats.title')}
      </Title>
      {stats.isPending ? (
        <Loader size="sm" aria-label={t('stats.loading')} />
      ) : stats.data === undefined ? (
        <ErrorAlert error={stats.error} />
      ) : (
        <>
          <Text size="sm" mb="xs">
            {stats.data.gameOn
              ? t('stats.summary', {
                  reminded: stats.data.reminded,
                  optedOut: stats.data.optedOut,
                  players: stats.data.players,
                })
              : t('stats.off')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('stats.channel')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('stats.sent')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('stats.delivered')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('stats.optedOut')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {REMINDER_CHANNELS.map((channel) => {
                const c = stats.data.channels[channel];
                return (
                  <Table.Tr key={channel}>
                    <Table.Th scope="row" fw={500}>
                      {t(`settings.${channel}`)}
                    </Table.Th>
                    <Table.Td ta="right">{formatCount(c.sent)}</Table.Td>
                    <Table.Td ta="right">{formatCount(c.delivered)}</Table.Td>
                    <Table.Td ta="right">{formatCount(c.optedOut)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
