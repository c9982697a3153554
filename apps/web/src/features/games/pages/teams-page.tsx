import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useCopyTeams } from '../api/teams-api.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from '../components/content/copyable-content-screen.tsx';
import { TeamsEditor } from '../components/teams/teams-editor.tsx';

/** `/games/teams` and `/games/teams/:id`: a game's teams and their players. */
export function TeamsPage() {
  return (
    <CopyableContentScreen
      content="teams"
      hrefFor={paths.games.teams.href}
      copyDialog={(props) => <CopyTeams {...props} />}
    >
      {(game) => <TeamsEditor gameId={game.id} />}
    </CopyableContentScreen>
  );
}

function CopyTeams(props: TCopyDialogProps) {
  const { t } = useTranslation('teams');
  const copy = useCopyTeams(props.game.id);
  const [withPlayers, setWithPlayers] = useState(false);
  return (
    <ContentCopyDialog
      {...props}
      content="teams"
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId, withPlayers })}
    >
      <Switch
        label={t('copy.withPlayers')}
        description={t('copy.withPlayersHint')}
        checked={withPlayers}
        onChange={(event) => setWithPlayers(event.currentTarget.checked)}
      />
    </ContentCopyDialog>
  );
}
