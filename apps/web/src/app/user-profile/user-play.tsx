import { Anchor, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegionCard } from '../../components/region-card.tsx';
import { StripedTable } from '../../components/striped-table.tsx';
import { WhenLoaded } from '../../components/when-loaded.tsx';
import { GameStatusBadge } from '../../features/games/components/game-status-badge.tsx';
import { useUserLogs } from '../../features/logs/api/user-logs-api.ts';
import { LogStatusBadge } from '../../features/logs/components/log-status-badge.tsx';
import { useUserGames } from '../../features/scores/api/user-games-api.ts';
import { useAppAbility } from '../../lib/abilities.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatScore } from '../../lib/format-score.ts';
import { paths } from '../../lib/paths.ts';
import { UserProgress } from './user-progress.tsx';

/** The games a user plays in, newest first: each one's status, the user's team, points and place. */
function UserGames({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const games = useUserGames(userId);
  const opensGames = useAppAbility().can('read', 'Game');
  return (
    <WhenLoaded query={games}>
      {(rows) => (
        <RegionCard title={t('play.games')} isEmpty={rows.length === 0} emptyText={t('play.noGames')}>
          <StripedTable
            label={t('play.games')}
            minWidth={560}
            columns={[
              { header: t('play.game') },
              { header: t('play.status') },
              { header: t('play.team') },
              { header: t('play.points'), end: true },
              { header: t('play.place'), end: true },
            ]}
          >
            {rows.map((game) => (
              <Table.Tr key={game.competitionId}>
                <Table.Td>
                  {opensGames ? (
                    <Anchor component={Link} to={paths.games.view.href(game.competitionId)} fz="sm">
                      {game.competitionName}
                    </Anchor>
                  ) : (
                    game.competitionName
                  )}
                </Table.Td>
                <Table.Td>
                  <GameStatusBadge phase={game.phase} />
                </Table.Td>
                <Table.Td>{game.groupName}</Table.Td>
                <Table.Td ta="end">{formatScore(game.points)}</Table.Td>
                <Table.Td ta="end">{t('play.rank', { rank: game.rank, players: game.players })}</Table.Td>
              </Table.Tr>
            ))}
          </StripedTable>
        </RegionCard>
      )}
    </WhenLoaded>
  );
}

/** A user's newest logs across their games: what they did, when, for how many points, and where it stands. */
function UserLogs({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const logs = useUserLogs(userId);
  return (
    <WhenLoaded query={logs}>
      {(rows) => (
        <RegionCard title={t('play.logs')} isEmpty={rows.length === 0} emptyText={t('play.noLogs')}>
          <StripedTable
            label={t('play.logs')}
            minWidth={560}
            columns={[
              { header: t('play.behaviour') },
              { header: t('play.game') },
              { header: t('play.day') },
              { header: t('play.points'), end: true },
              { header: t('play.status') },
            ]}
          >
            {rows.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>{log.behaviourName}</Table.Td>
                <Table.Td>{log.gameName}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(log.day)}</Table.Td>
                <Table.Td ta="end">{log.points}</Table.Td>
                <Table.Td>
                  <LogStatusBadge status={log.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </StripedTable>
        </RegionCard>
      )}
    </WhenLoaded>
  );
}

/** What a user did in play: their games with points and places, their progress in one, their latest logs. */
export function UserPlay({ userId }: { userId: string }) {
  return (
    // One above the other: side by side, each table scrolled sideways on a laptop's width.
    <Stack gap="md" mt="md" maw={1180}>
      <UserGames userId={userId} />
      <UserProgress userId={userId} />
      <UserLogs userId={userId} />
    </Stack>
  );
}
