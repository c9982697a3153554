import {
  gameActivitiesQueryOptions,
  useCopyActivities,
} from '../../features/activities/api/activities-api.ts';
import { ActivitiesEditor } from '../../features/activities/components/activities-editor.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from './copyable-content-screen.tsx';
import { gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/activity` and `/games/activity/:id`: a game's activities and behaviours. */
export function ActivitiesPage() {
  return (
    <CopyableContentScreen
      content="activities"
      hrefFor={paths.games.activities.href}
      copyDialog={(props) => <CopyActivities {...props} />}
    >
      {(game) => <ActivitiesEditor game={game} />}
    </CopyableContentScreen>
  );
}

ActivitiesPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameActivitiesQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];

export function CopyActivities(props: TCopyDialogProps) {
  const copy = useCopyActivities(props.game.id);
  return (
    <ContentCopyDialog
      {...props}
      content="activities"
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId })}
    />
  );
}
