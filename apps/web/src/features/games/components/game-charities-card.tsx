import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCharities } from '../api/charities-api.ts';
import { formatMoney } from './charities/format-money.ts';
import { CardList, GameSectionCard } from './game-section-card.tsx';

/** The charities the game supports: what each point pledges, and the most it gives. */
export function GameCharitiesCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <GameSectionCard
      title={t('glance.charities')}
      query={useGameCharities(gameId)}
      emptyText={t('glance.noCharities')}
      action={action}
    >
      {(links) => (
        <CardList gap="sm">
          {links.map((link) => (
            <Stack key={link.id} component="li" gap={2}>
              <Text fw={600}>{link.charityName}</Text>
              <Text size="sm" c="dimmed">
                {/* Pledges can be fractions of a cent per point. */}
                {t('glance.pledge', { amount: formatMoney(link.pledgePerPoint, link.currency, 4) })}
                {' · '}
                {link.cap === null
                  ? t('glance.noCap')
                  : t('glance.cap', { amount: formatMoney(link.cap, link.currency) })}
              </Text>
            </Stack>
          ))}
        </CardList>
      )}
    </GameSectionCard>
  );
}
