import { Stack, Text } from '@mantine/core';
import type { TReviewItem } from '@rally/contracts/logs';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

/** Every decision taken on a log, oldest first: what, by whom, when, and why. */
export function DecisionHistory({ decisions }: { decisions: TReviewItem['decisions'] }) {
  const { t } = useTranslation('logs');
  if (decisions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('review.noHistory')}
      </Text>
    );
  }
  return (
    <CardList gap={4}>
      {decisions.map((d) => (
        <Stack component="li" gap={0} key={`${d.decision}-${d.createdAt}`}>
          <Text size="sm">
            {t('review.historyEntry', {
              decision: t(`decision.${d.decision}`),
              name: d.decidedBy ?? t('review.someone'),
              when: formatDateTime(d.createdAt),
            })}
          </Text>
          {d.reason && (
            <Text size="xs" c="dimmed">
              {t('review.historyReason', { reason: d.reason })}
            </Text>
          )}
        </Stack>
      ))}
    </CardList>
  );
}
