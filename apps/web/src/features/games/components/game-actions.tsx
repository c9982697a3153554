import { Button } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import {
  IconArchive,
  IconArrowBackUp,
  IconFlag,
  IconListCheck,
  IconPencil,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton, LinkButton } from '../../../components/page-actions.tsx';
import { paths } from '../../../lib/paths.ts';
import { GameDeleteDialog } from './game-delete-dialog.tsx';
import { canSendStartEmail, StartEmailButton } from './game-start-email.tsx';
import { GameStatusDialog, type TStatusChange } from './game-status-dialog.tsx';

/**
 * What a manager may do with a game in its status (ADR 0006): set up and activate a draft, edit,
 * mail and finish an active one, archive a finished one, restore an archived one; delete any.
 */
export function GameActions({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [change, setChange] = useState<TStatusChange | null>(null);
  const [deleting, setDeleting] = useState(false);
  const step = (kind: TStatusChange, Icon: typeof IconFlag) => (
    <Button variant="default" leftSection={<Icon size={16} aria-hidden />} onClick={() => setChange(kind)}>
      {t(`actions.${kind}`)}
    </Button>
  );

  return (
    <>
      {game.status === 'draft' && (
        <>
          <LinkButton to={paths.games.configure.href(game.id)} icon={IconListCheck}>
            {t('actions.continueSetup')}
          </LinkButton>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => setChange('activate')}
            disabled={game.problems.length > 0}
          >
            {t('actions.activate')}
          </Button>
        </>
      )}
      {game.status === 'active' && (
        <>
          <LinkButton to={paths.games.edit.href(game.id)} icon={IconPencil}>
            {t('actions.edit')}
          </LinkButton>
          {canSendStartEmail(game) && <StartEmailButton game={game} />}
          {step('finish', IconFlag)}
        </>
      )}
      {game.status === 'finished' && step('archive', IconArchive)}
      {game.status === 'archived' && step('restore', IconArrowBackUp)}
      <DeleteButton onClick={() => setDeleting(true)}>{t('actions.delete')}</DeleteButton>
      <GameStatusDialog game={game} change={change} onClose={() => setChange(null)} />
      <GameDeleteDialog
        game={deleting ? game : null}
        onClose={() => setDeleting(false)}
        onDeleted={(outcome) => outcome === 'deleted' && navigate(paths.games.list.href(), { replace: true })}
      />
    </>
  );
}
