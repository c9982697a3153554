import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTeamsQueryOptions, useCopyTeams } from '../../features/teams/api/teams-api.ts';
import { TeamsEditor } from '../../features/teams/components/teams-editor.tsx';
import { gameCharitiesQueryOptions } from '../../lib/charity-queries.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from './copyable-content-screen.tsx';
import { gameContentOpeningData } from './game-content-screen.tsx';

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

TeamsPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameTeamsQueryOptions(gameId)),
  queryClient.prefetchQuery(gameCharitiesQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];

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
