import { useCopyKpis } from '../../features/kpis/api/kpis-api.ts';
import { KpisEditor } from '../../features/kpis/components/kpis-editor.tsx';
import { paths } from '../../lib/paths.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from './copyable-content-screen.tsx';

/** `/games/kpi` and `/games/kpi/:id`: a game's KPIs with their targets. */
export function KpisPage() {
  return (
    <CopyableContentScreen
      content="kpis"
      hrefFor={paths.games.kpis.href}
      copyDialog={(props) => <CopyKpis {...props} />}
    >
      {(game) => <KpisEditor game={game} />}
    </CopyableContentScreen>
  );
}

export function CopyKpis(props: TCopyDialogProps) {
  const copy = useCopyKpis(props.game.id);
  return (
    <ContentCopyDialog
      {...props}
      content="kpis"
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId })}
    />
  );
}
