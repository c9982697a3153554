import { paths } from '../../../lib/paths.ts';
import { useCopyActivities } from '../api/activities-api.ts';
import { ActivitiesEditor } from '../components/activities/activities-editor.tsx';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from '../components/content/copyable-content-screen.tsx';

/** `/games/activity` and `/games/activity/:id`: a game's habits and behaviours. */
export function ActivitiesPage() {
  return (
    <CopyableContentScreen
      content="activities"
      hrefFor={paths.games.activities.href}
      copyDialog={(props) => <CopyActivities {...props} />}
    >
      {(game) => <ActivitiesEditor gameId={game.id} />}
    </CopyableContentScreen>
  );
}

function CopyActivities(props: TCopyDialogProps) {
  const copy = useCopyActivities(props.game.id);
  return (
    <ContentCopyDialog
      {...props}
      content="activities"
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId })}
    />
  );
}
