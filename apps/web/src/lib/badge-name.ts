import { BADGE_KINDS, type TBadgeKind } from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';

const isKind = (kind: unknown): kind is TBadgeKind => BADGE_KINDS.includes(kind as TBadgeKind);

/** A badge's name: its organiser's own, else the catalogue's for its rule, in the reader's language. */
export function badgeName(
  t: (key: `kinds.${TBadgeKind}.name`) => string,
  badge: { name?: unknown; kind?: unknown },
): string {
  if (typeof badge.name === 'string' && badge.name !== '') return badge.name;
  return isKind(badge.kind) ? t(`kinds.${badge.kind}.name`) : '';
}

/** `badgeName` for a notice's params (`kind`, `name`). */
export function useBadgeName(params: Record<string, unknown>): string {
  const { t } = useTranslation('badges');
  return badgeName(t, params);
}
