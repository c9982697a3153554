import { Card, Loader, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CharityProgressList } from '../../../components/charity-progress-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCharityLedger } from '../api/ledger-api.ts';

/**
 * A game's charity ledger for those signed in (game view, player's home): each charity's amount
 * raised towards its cap. Nothing shows for a game that supports no charity.
 */
export function GameCharityLedger({ gameId }: { gameId: string }) {
  const { t } = useTranslation('charities');
  const { t: tc } = useTranslation();
  const ledger = useCharityLedger(gameId);
  const titleId = useId();
  if (ledger.isSuccess && ledger.data.charities.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb={4}>
        {t('ledger.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ledger.rule')}
      </Text>
      {ledger.isPending ? (
        <Loader size="sm" aria-label={tc('shell.loading')} />
      ) : ledger.data === undefined ? (
        <ErrorAlert error={ledger.error} />
      ) : (
        <CharityProgressList charities={ledger.data.charities} />
      )}
    </Card>
  );
}
