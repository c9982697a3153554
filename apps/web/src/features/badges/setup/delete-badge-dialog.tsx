import type { TGameBadge } from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useDeleteBadge } from '../api/game-badges-api.ts';
import { useBadgeText } from '../components/badge-text.ts';

type Props = { gameId: string; badge: TGameBadge | null; onClose: () => void; onRemoved: () => void };

/** Deletes a badge with every player's award of it, after asking; a locked game refuses (409). */
export function DeleteBadgeDialog({ gameId, badge, onClose, onRemoved }: Props) {
  const { t } = useTranslation('badges');
  const text = useBadgeText();
  const name = badge ? text(badge).name : '';
  const texts = {
    title: t('setup.delete.title', { name }),
    text: t('setup.delete.text', { name, count: badge?.holders ?? 0 }),
    confirm: t('setup.delete.confirm'),
    done: t('setup.delete.done', { name }),
  };
  return (
    <RemoveDialog
      item={badge}
      remove={useDeleteBadge(gameId)}
      texts={texts}
      onClose={onClose}
      onRemoved={onRemoved}
    />
  );
}
