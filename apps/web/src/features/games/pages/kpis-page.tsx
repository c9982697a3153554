import { paths } from '../../../lib/paths.ts';
import { useCopyKpis } from '../api/kpis-api.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from '../components/content/copyable-content-screen.tsx';
import { KpisEditor } from '../components/kpis/kpis-editor.tsx';

/** `/games/kpi` and `/games/kpi/:id`: a game's KPIs with their targets. */
export function KpisPage() {
  return (
    <CopyableContentScreen
      content="kpis"
      hrefFor={paths.games.kpis.href}
      copyDialog={(props) => <CopyKpis {...props} />}
    >
      {(game) => <KpisEditor gameId={game.id} />}
    </CopyableContentScreen>
  );
}

function CopyKpis(props: TCopyDialogProps) {
  const copy = useCopyKpis(props.game.id);
  return (
    <ContentCopyDialog
      {...props}
      content="kpis"
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId })}
    />
  );
}
