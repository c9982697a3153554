import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EarnedBadges } from '../../features/badges/components/earned-badges.tsx';
import { useScoresChanged } from '../../features/scores/api/scores-live.ts';
import { useUserGames } from '../../features/scores/api/user-games-api.ts';
import { PlayerProgress } from '../../features/scores/components/player-progress.tsx';
import { StreakCard } from '../../features/streaks/components/streak-card.tsx';
import { paths } from '../../lib/paths.ts';
import { scoreKeys } from '../../lib/play-keys.ts';
import { useSession } from '../../lib/session.ts';

/**
 * `/play/{id}/progress`: "My progress", a player's own progress in one game, reached from their
 * home: their streak, their badges, where their points came from per round and source, with the trend, and the
 * days they logged. It follows the game's live signal, as the home does.
 */
export function MyProgressPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('progress');
  const userId = useSession()?.user.id ?? '';
  const game = useUserGames(userId).data?.find((g) => g.competitionId === id);
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: scoreKeys.game(id) }),
    [queryClient, id],
  );
  useScoresChanged(id, refresh, Boolean(id));
  return (
    <>
      <PageHeader
        title={t('title')}
        breadcrumb={[
          { label: game?.competitionName ?? t('title'), to: paths.play.href(id) },
          { label: t('title') },
        ]}
      />
      <PlayerProgress
        gameId={id}
        userId={userId}
        streaks={<StreakCard gameId={id} userId={userId} />}
        badges={<EarnedBadges gameId={id} userId={userId} level={2} />}
      />
    </>
  );
}
