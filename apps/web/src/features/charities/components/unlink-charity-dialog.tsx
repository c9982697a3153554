import type { TGameCharity } from '@rally/contracts/charities';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useUnlinkCharity } from '../api/charities-api.ts';

type Props = { gameId: string; link: TGameCharity | null; onClose: () => void };

/** Unlinks a charity from the game; an active game refuses (409) and the dialog says why. */
export function UnlinkCharityDialog({ gameId, link, onClose }: Props) {
  const { t } = useTranslation('charities');
  const name = link?.charityName ?? '';
  const texts = {
    title: t('unlink.title', { name }),
    text: t('unlink.text', { name }),
    confirm: t('unlink.action'),
    done: t('unlink.done', { name }),
  };
  return <RemoveDialog item={link} remove={useUnlinkCharity(gameId)} texts={texts} onClose={onClose} />;
}
