import { Group, NavLink, Text } from '@mantine/core';
import type { TUserGameScore } from '@rally/contracts/scores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegionCard } from '../../components/region-card.tsx';
import { CardList } from '../../components/section-card.tsx';
import { GameStatusBadge } from '../../features/games/components/game-status-badge.tsx';
import { paths } from '../../lib/paths.ts';

/** Every game the player plays in (the newest first), the one shown marked; each opens their day in it. */
export function MyGames({ games, selectedId }: { games: TUserGameScore[]; selectedId: string }) {
  const { t } = useTranslation('play');
  return (
    <RegionCard title={t('games.title')}>
      <CardList>
        {games.map((game) => (
          <li key={game.competitionId}>
            <NavLink
              component={Link}
              to={paths.play.href(game.competitionId)}
              active={game.competitionId === selectedId}
              aria-current={game.competitionId === selectedId ? 'page' : undefined}
              variant="light"
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} truncate>
                    {game.competitionName}
                  </Text>
                  <GameStatusBadge phase={game.phase} />
                </Group>
              }
              description={t('games.standing', {
                count: game.points,
                rank: game.rank,
                players: game.players,
              })}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        ))}
      </CardList>
    </RegionCard>
  );
}
