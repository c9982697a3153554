import type { TCharity } from '@rally/contracts/charities';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useDeleteCharity } from '../api/charities-api.ts';

type Props = { charity: TCharity | null; onClose: () => void };

/** Deletes a charity of the platform's list; one that games support is refused (409) with the reason. */
export function DeleteCharityDialog({ charity, onClose }: Props) {
  const { t } = useTranslation('charities');
  const name = charity?.name ?? '';
  const texts = {
    title: t('list.deleteTitle', { name }),
    text: t('list.deleteText', { name }),
    confirm: t('list.delete'),
    done: t('list.deleted', { name }),
  };
  return <RemoveDialog item={charity} remove={useDeleteCharity()} texts={texts} onClose={onClose} />;
}
