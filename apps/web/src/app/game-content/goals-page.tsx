import { Anchor, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Select } from '../../components/select.tsx';
import { gameKpisQueryOptions, gameTargetsQueryOptions } from '../../features/kpis/api/kpis-api.ts';
import { GoalsTable } from '../../features/kpis/components/goals-table.tsx';
import { gameRoundsQueryOptions, useGameRounds } from '../../features/rounds/api/rounds-api.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** The picker's value for the game-wide targets: an option needs a value, and a round id is a uuid. */
const WHOLE_GAME = 'game';

/** `/games/goals` and `/games/goals/:id`: the targets of a game's KPIs, edited in the table. */
export function GoalsPage() {
  const { t } = useTranslation('kpis');
  return (
    <GameContentScreen hrefFor={paths.games.goals.href} prompt={t('goals.prompt')}>
      {(game) => (
        <>
          <Text size="sm" c="dimmed">
            {t('goals.intro')}{' '}
            <Anchor component={Link} to={paths.games.kpis.href(game.id)} size="sm" underline="always">
              {t('goals.toKpis')}
            </Anchor>
          </Text>
          <RoundGoals game={game} />
        </>
      )}
    </GameContentScreen>
  );
}

// The rounds for the picker, and the KPIs with their targets for the table (game-wide first).
GoalsPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameRoundsQueryOptions(gameId)),
  queryClient.prefetchQuery(gameKpisQueryOptions(gameId)),
  queryClient.prefetchQuery(gameTargetsQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];

/** The goals of the whole game or, picked above the table, of one of its rounds (set times). */
function RoundGoals({ game }: { game: TGame }) {
  const { t } = useTranslation('kpis');
  const { t: tc } = useTranslation();
  const rounds = useGameRounds(game.id).data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const round = rounds.find((r) => r.id === picked) ?? null;
  return (
    <>
      {rounds.length > 0 && (
        <Select
          label={t('goals.for')}
          data={[
            { value: WHOLE_GAME, label: tc('rounds.wholeGame') },
            ...rounds.map((r) => ({ value: r.id, label: `${r.name} · ${tc(`rounds.status.${r.status}`)}` })),
          ]}
          value={round?.id ?? WHOLE_GAME}
          onChange={(id) => setPicked(id === WHOLE_GAME ? null : id)}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      <GoalsTable game={game} round={round} />
    </>
  );
}
