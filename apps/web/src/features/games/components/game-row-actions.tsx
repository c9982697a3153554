import { ActionIcon, Menu } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { IconDots, IconEye, IconListCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { paths } from '../../../lib/paths.ts';

type Props = { game: TGame; onDelete: (game: TGame) => void };

/** View for everyone; set up or edit and delete for those who manage games, as the status allows. */
export function GameRowActions({ game, onDelete }: Props) {
  const { t } = useTranslation('games');
  const manages = useAppAbility().can('manage', 'Game');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: game.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.games.view.href(game.id)}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('actions.view')}
        </Menu.Item>
        {manages && game.status === 'draft' && (
          <Menu.Item
            component={Link}
            to={paths.games.configure.href(game.id)}
            leftSection={<IconListCheck size={16} aria-hidden />}
          >
            {t('actions.continueSetup')}
          </Menu.Item>
        )}
        {manages && (game.status === 'draft' || game.status === 'active') && (
          <Menu.Item
            component={Link}
            to={paths.games.edit.href(game.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('actions.edit')}
          </Menu.Item>
        )}
        {manages && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(game)}
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
