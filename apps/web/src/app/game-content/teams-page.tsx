import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyTeams } from '../../features/teams/api/teams-api.ts';
import { TeamsEditor } from '../../features/teams/components/teams-editor.tsx';
import { paths } from '../../lib/paths.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from './copyable-content-screen.tsx';

/** `/games/teams` and `/games/teams/:id`: a game's teams and their players. */
export function TeamsPage() {
  return (
    <CopyableContentScreen
      content="teams"
      hrefFor={paths.games.teams.href}
      copyDialog={(props) => <CopyTeams {...props} />}
    >
      {(game) => <TeamsEditor game={game} />}
    </CopyableContentScreen>
  );
}

export function CopyTeams(props: TCopyDialogProps) {
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
