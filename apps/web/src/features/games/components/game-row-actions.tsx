import type { TGame } from '@rally/contracts/games';
import { IconEye, IconListCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { paths } from '../../../lib/paths.ts';

type Props = { game: TGame; onDelete: (game: TGame) => void };

/** View for everyone; set up or edit and delete for those who manage games, as the status allows. */
export function GameRowActions({ game, onDelete }: Props) {
  const { t } = useTranslation('games');
  const manages = useAppAbility().can('manage', 'Game');
  return (
    <ActionsMenu
      label={t('actions.menu', { name: game.name })}
      actions={[
        { label: t('actions.view'), icon: IconEye, to: paths.games.view.href(game.id) },
        manages &&
          game.status === 'draft' && {
            label: t('actions.continueSetup'),
            icon: IconListCheck,
            to: paths.games.configure.href(game.id),
          },
        manages &&
          (game.status === 'draft' || game.status === 'active') && {
            label: t('actions.edit'),
            icon: IconPencil,
            to: paths.games.edit.href(game.id),
          },
        manages && {
          label: t('actions.delete'),
          icon: IconTrash,
          danger: true,
          onClick: () => onDelete(game),
        },
      ]}
    />
  );
}
