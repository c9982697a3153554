import { Alert } from '@mantine/core';
import { FAIRNESS_RULE } from '@rally/contracts/logs';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Why logs are flagged: the fairness rule (docs/decisions/0008), in the organiser's words. */
export function FlagExplanation({ id }: { id: string }) {
  const { t } = useTranslation('logs');
  return (
    <Alert
      id={id}
      color="orange"
      variant="light"
      icon={<IconFlag aria-hidden />}
      title={t('review.flagTitle')}
    >
      {t('review.flagReason', {
        factor: FAIRNESS_RULE.factor,
        days: FAIRNESS_RULE.historyDays,
        extra: FAIRNESS_RULE.minExtraPoints,
      })}
    </Alert>
  );
}
