import type { TGame } from '@rally/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameActivitiesQueryOptions } from '../../features/activities/api/activities-api.ts';
import { gameBadgesQueryOptions } from '../../features/badges/api/game-badges-api.ts';
import type { TPlayerField } from '../../features/badges/setup/award-badge-dialog.tsx';
import type { TBadgeChoices } from '../../features/badges/setup/badge-params-fields.tsx';
import { BadgesEditor } from '../../features/badges/setup/badges-editor.tsx';
import { gameKpisQueryOptions } from '../../features/kpis/api/kpis-api.ts';
import { gameQuizMediaQueryOptions } from '../../features/media/api/media-api.ts';
import { PlayerSelect } from '../../features/scores/components/player-select.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/badges` and `/games/badges/:id`: the badges a game's players can earn, and hand awards. */
export function BadgesPage() {
  const { t } = useTranslation('badges');
  return (
    <GameContentScreen hrefFor={paths.games.badges.href} prompt={t('setup.prompt')}>
      {(game) => <GameBadges game={game} />}
    </GameContentScreen>
  );
}

BadgesPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameBadgesQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];

// A rule's parameters name the game's own behaviours, activities, quizzes and KPIs; a hand award
// names one of its players: each from its own area, brought together here.
function GameBadges({ game }: { game: TGame }) {
  const activities = useQuery(gameActivitiesQueryOptions(game.id)).data ?? [];
  const kpis = useQuery(gameKpisQueryOptions(game.id)).data ?? [];
  const quizzes = useQuery(gameQuizMediaQueryOptions(game.id)).data?.result ?? [];
  const choices: TBadgeChoices = {
    behaviours: activities.map((a) => ({
      group: a.name,
      items: a.subtasks.map((b) => ({ value: b.id, label: b.name })),
    })),
    activities: activities.map((a) => ({ value: a.id, label: a.name })),
    quizzes: quizzes.map((m) => ({ value: m.mediaID, label: m.header })),
    kpis: kpis.map((k) => ({ value: k.id, label: k.name })),
  };
  return <BadgesEditor game={game} choices={choices} playerField={playerField(game.id)} />;
}

const playerField =
  (gameId: string): TPlayerField =>
  ({ value, onChange, ...props }) => (
    <PlayerSelect gameId={gameId} value={value} onChange={onChange} {...props} />
  );
