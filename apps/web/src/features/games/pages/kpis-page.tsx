import type { TGameDetail } from '@rally/contracts/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useCopyKpis } from '../api/kpis-api.ts';
import { CopyButton } from '../components/content/copy-button.tsx';
import { CopyFromGameDialog } from '../components/content/copy-from-game-dialog.tsx';
import { GameContentScreen } from '../components/content/game-content-screen.tsx';
import { KpisEditor } from '../components/kpis/kpis-editor.tsx';

/** `/games/kpi` and `/games/kpi/:id`: a game's KPIs with their targets. */
export function KpisPage() {
  const { t } = useTranslation('kpis');
  const [copying, setCopying] = useState(false);
  return (
    <GameContentScreen
      hrefFor={paths.games.kpis.href}
      prompt={t('page.prompt')}
      actions={(game) => <CopyButton game={game} label={t('copy.button')} onClick={() => setCopying(true)} />}
    >
      {(game) => (
        <>
          <KpisEditor gameId={game.id} />
          <CopyKpis game={game} opened={copying} onClose={() => setCopying(false)} />
        </>
      )}
    </GameContentScreen>
  );
}

function CopyKpis({ game, opened, onClose }: { game: TGameDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('kpis');
  const copy = useCopyKpis(game.id);
  return (
    <CopyFromGameDialog
      game={game}
      opened={opened}
      onClose={onClose}
      title={t('copy.title')}
      text={t('copy.text')}
      onCopy={(fromCompetitionId) => copy.mutateAsync({ fromCompetitionId })}
      doneText={(count) => t('copy.done', { count })}
    />
  );
}
