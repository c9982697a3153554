import { Card, NativeSelect, Stack, Title } from '@mantine/core';
import type { TUserGameScore } from '@rally/contracts/scores';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EarnedBadges } from '../../features/badges/components/earned-badges.tsx';
import { useUserGames } from '../../features/scores/api/user-games-api.ts';
import { PlayerProgress } from '../../features/scores/components/player-progress.tsx';

/** The game a profile's progress opens on: the running one, else the newest. */
const firstShown = (games: TUserGameScore[]) =>
  (games.find((g) => g.phase === 'running') ?? games[0])?.competitionId;

/**
 * A player's progress as they see it themselves ("My progress"), for their organiser: one of
 * their games at a time. Nothing when they play in none (their games list says so already).
 */
export function UserProgress({ userId }: { userId: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const games = useUserGames(userId).data ?? [];
  const [chosen, setChosen] = useState<string | undefined>();
  const gameId = chosen ?? firstShown(games);
  if (!gameId) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('profile.title')}
        </Title>
        {games.length > 1 && (
          <NativeSelect
            label={t('profile.game')}
            value={gameId}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={games.map((g) => ({ value: g.competitionId, label: g.competitionName }))}
            maw={360}
          />
        )}
        <PlayerProgress
          gameId={gameId}
          userId={userId}
          level={3}
          badges={<EarnedBadges gameId={gameId} userId={userId} level={3} />}
        />
      </Stack>
    </Card>
  );
}
