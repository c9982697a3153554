import type { TGameBadge } from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';
import { badgeName } from '../../../lib/badge-name.ts';

type Shown = Pick<TGameBadge, 'rule' | 'name' | 'description' | 'subject'>;

/** A badge's name and description: the organiser's own, else the catalogue's for its rule. */
export function useBadgeText() {
  const { t } = useTranslation('badges');
  return (badge: Shown) => {
    const name = badgeName(t, { name: badge.name, kind: badge.rule.kind });
    if (badge.description) return { name, description: badge.description };
    const subject = badge.subject ?? '';
    const { rule } = badge;
    const description =
      rule.kind === 'behaviourLogs'
        ? t('kinds.behaviourLogs.description', { subject, count: rule.params.count })
        : rule.kind === 'wholeActivity'
          ? t(`kinds.wholeActivity.description.${rule.params.period}`, { subject })
          : rule.kind === 'pointsReached'
            ? t('kinds.pointsReached.description', { points: rule.params.points })
            : rule.kind === 'perfectQuiz'
              ? rule.params.mediaId
                ? t('kinds.perfectQuiz.description', { subject })
                : t('kinds.perfectQuiz.anyDescription')
              : rule.kind === 'kpiTarget'
                ? t('kinds.kpiTarget.description', { subject })
                : rule.kind === 'streakDays'
                  ? t('kinds.streakDays.description', { days: rule.params.days })
                  : rule.kind === 'roundTop'
                    ? rule.params.setTimeId
                      ? t('kinds.roundTop.description', { subject, places: rule.params.places })
                      : t('kinds.roundTop.anyDescription', { places: rule.params.places })
                    : rule.kind === 'teamWinsRound'
                      ? rule.params.setTimeId
                        ? t('kinds.teamWinsRound.description', { subject })
                        : t('kinds.teamWinsRound.anyDescription')
                      : t(`kinds.${rule.kind}.description`);
    return { name, description };
  };
}
