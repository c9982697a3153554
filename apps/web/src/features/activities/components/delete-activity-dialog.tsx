import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useDeleteActivity, useDeleteBehaviour } from '../api/activities-api.ts';

export type TDeleting = { kind: 'activity' | 'behaviour'; id: string; name: string };

type Props = { deleting: TDeleting | null; onClose: () => void };

/**
 * Deletes a activity (with its behaviours) or one behaviour. An active game refuses (409): its
 * message stays in the dialog, saying why.
 */
export function DeleteActivityDialog({ deleting, onClose }: Props) {
  const { t } = useTranslation('activities');
  const activity = useDeleteActivity();
  const behaviour = useDeleteBehaviour();
  const kind = deleting?.kind ?? 'activity';
  const name = deleting?.name ?? '';
  const texts = {
    title: t(`${kind}.deleteTitle`, { name }),
    text: t(`${kind}.deleteText`, { name }),
    confirm: t('actions.delete'),
    done: t(`${kind}.deleted`, { name }),
  };
  const remove = kind === 'behaviour' ? behaviour : activity;
  return <RemoveDialog item={deleting} remove={remove} texts={texts} onClose={onClose} />;
}
