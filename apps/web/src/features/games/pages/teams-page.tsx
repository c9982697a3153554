import { Switch } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useCopyTeams } from '../api/teams-api.ts';
import { CopyButton } from '../components/content/copy-button.tsx';
import { CopyFromGameDialog } from '../components/content/copy-from-game-dialog.tsx';
import { GameContentScreen } from '../components/content/game-content-screen.tsx';
import { TeamsEditor } from '../components/teams/teams-editor.tsx';

/** `/games/teams` and `/games/teams/:id`: a game's teams and their players. */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  const [copying, setCopying] = useState(false);
  return (
    <GameContentScreen
      hrefFor={paths.games.teams.href}
      prompt={t('page.prompt')}
      actions={(game) => <CopyButton game={game} label={t('copy.button')} onClick={() => setCopying(true)} />}
    >
      {(game) => (
        <>
          <TeamsEditor gameId={game.id} />
          <CopyTeams game={game} opened={copying} onClose={() => setCopying(false)} />
        </>
      )}
    </GameContentScreen>
  );
}

function CopyTeams({ game, opened, onClose }: { game: TGameDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const copy = useCopyTeams(game.id);
  const [withPlayers, setWithPlayers] = useState(false);
  return (
    <CopyFromGameDialog
      game={game}
      opened={opened}
      onClose={onClose}
      title={t('copy.title')}
      text={t('copy.text')}
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId, withPlayers })}
      doneText={(count) => t('copy.done', { count })}
    >
      <Switch
        label={t('copy.withPlayers')}
        description={t('copy.withPlayersHint')}
        checked={withPlayers}
        onChange={(event) => setWithPlayers(event.currentTarget.checked)}
      />
    </CopyFromGameDialog>
  );
}
