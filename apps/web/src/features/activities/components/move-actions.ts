import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMenuAction } from '../../../components/actions-menu.tsx';

type TPlace = { isFirst: boolean; isLast: boolean; onMove: (delta: -1 | 1) => void };

/**
 * "Move up" and "Move down" for the menu of an activity or a behaviour: the keyboard's way to
 * reorder what a mouse drags.
 */
export function useMoveActions() {
  const { t } = useTranslation('activities');
  return ({ isFirst, isLast, onMove }: TPlace): TMenuAction[] => [
    { label: t('actions.moveUp'), icon: IconArrowUp, disabled: isFirst, onClick: () => onMove(-1) },
    { label: t('actions.moveDown'), icon: IconArrowDown, disabled: isLast, onClick: () => onMove(1) },
  ];
}
