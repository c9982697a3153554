import { useTranslation } from 'react-i18next';
import { RemoveDialog, type TRemoveMutation } from '../../../components/remove-dialog.tsx';

/** The keys of a part's removal: `<prefix>Title`, `<prefix>Text`, `<prefix>` and `<prefix>d`. */
type Prefix = 'kpi.delete' | 'habits.delete' | 'behaviour.delete' | 'charity.remove';

type Props<T extends { id: string }> = {
  /** The part whose texts these are. */
  prefix: Prefix;
  /** The record to remove; the dialog is closed while null. */
  item: T | null;
  /** Its name, for the texts. */
  name: string;
  remove: TRemoveMutation;
  onClose: () => void;
  onRemoved?: (item: T) => void;
};

/** Asks before a habit, behaviour, KPI or charity leaves a template, in that part's words. */
export function RemovePartDialog<T extends { id: string }>({ prefix, name, ...props }: Props<T>) {
  const { t } = useTranslation('templates');
  return (
    <RemoveDialog
      {...props}
      texts={{
        title: t(`${prefix}Title`),
        text: t(`${prefix}Text`, { name }),
        confirm: t(prefix),
        done: t(`${prefix}d`, { name }),
      }}
    />
  );
}
