import type { TGameDetail } from '@rally/contracts/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useCopyActivities } from '../api/activities-api.ts';
import { ActivitiesEditor } from '../components/activities/activities-editor.tsx';
import { CopyButton } from '../components/content/copy-button.tsx';
import { CopyFromGameDialog } from '../components/content/copy-from-game-dialog.tsx';
import { GameContentScreen } from '../components/content/game-content-screen.tsx';

/** `/games/activity` and `/games/activity/:id`: a game's habits and behaviours. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const [copying, setCopying] = useState(false);
  return (
    <GameContentScreen
      hrefFor={paths.games.activities.href}
      prompt={t('page.prompt')}
      actions={(game) => <CopyButton game={game} label={t('copy.button')} onClick={() => setCopying(true)} />}
    >
      {(game) => (
        <>
          <ActivitiesEditor gameId={game.id} />
          <CopyActivities game={game} opened={copying} onClose={() => setCopying(false)} />
        </>
      )}
    </GameContentScreen>
  );
}

function CopyActivities({
  game,
  opened,
  onClose,
}: {
  game: TGameDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('activities');
  const copy = useCopyActivities(game.id);
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
