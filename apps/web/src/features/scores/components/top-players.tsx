import { Table, Text } from '@mantine/core';
import { LEADERBOARD_DEFAULT_LIMIT } from '@rally/contracts/scores';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format-score.ts';
import type { TStandingsRange } from '../../../lib/play-keys.ts';
import { useLeaderboard } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

type Props = { gameId: string; range: TStandingsRange };

/** The first players by points; organisers and clients see every name. */
export function TopPlayers({ gameId, range }: Props) {
  const { t } = useTranslation('scores');
  const board = useLeaderboard(gameId, { ...range, limit: LEADERBOARD_DEFAULT_LIMIT });
  return (
    <BoardCard
      title={t('top.title')}
      query={board}
      isEmpty={(data) => data.top.length === 0}
      emptyText={t('top.empty')}
    >
      {(data) => (
        <Table verticalSpacing="xs" aria-busy={board.isFetching}>
          <Table.Caption>{t('top.ofPlayers', { count: data.players })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('top.rank')}</Table.Th>
              <Table.Th>{t('top.player')}</Table.Th>
              <Table.Th>{t('top.team')}</Table.Th>
              <Table.Th ta="right">{t('top.points')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.top.map((entry) => (
              <Table.Tr key={entry.userId ?? `${entry.rank}-${entry.teamId}`}>
                <Table.Td>{entry.rank}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {entry.name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.teamName}</Table.Td>
                <Table.Td ta="right">{formatScore(entry.points)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </BoardCard>
  );
}
