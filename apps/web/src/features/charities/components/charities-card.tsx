import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, SectionCard } from '../../../components/section-card.tsx';
import { useGameCharities } from '../../../lib/charity-queries.ts';
import { formatMoney } from './format-money.ts';

/** The charities the game supports: what each point pledges, and the most it gives. */
export function CharitiesCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('charities');
  return (
    <SectionCard
      title={t('card.title')}
      query={useGameCharities(gameId)}
      emptyText={t('card.empty')}
      action={action}
    >
      {(links) => (
        <CardList gap="sm">
          {links.map((link) => (
            <Stack key={link.id} component="li" gap={2}>
              <Text fw={600}>{link.charityName}</Text>
              <Text size="sm" c="dimmed">
                {/* Pledges can be fractions of a cent per point. */}
                {t('card.pledge', { amount: formatMoney(link.pledgePerPoint, link.currency, 4) })}
                {' · '}
                {link.cap === null
                  ? t('card.noCap')
                  : t('card.cap', { amount: formatMoney(link.cap, link.currency) })}
              </Text>
            </Stack>
          ))}
        </CardList>
      )}
    </SectionCard>
  );
}
