import {
  gameKpisQueryOptions,
  gameTargetsQueryOptions,
  useCopyKpis,
} from '../../features/kpis/api/kpis-api.ts';
import { KpisEditor } from '../../features/kpis/components/kpis-editor.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  ContentCopyDialog,
  CopyableContentScreen,
  type TCopyDialogProps,
} from './copyable-content-screen.tsx';
import { gameContentOpeningData } from './game-content-screen.tsx';

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

KpisPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameKpisQueryOptions(gameId)),
  queryClient.prefetchQuery(gameTargetsQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];

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
