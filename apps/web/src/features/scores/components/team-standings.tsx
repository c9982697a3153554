import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format-score.ts';
import type { TStandingsRange } from '../../../lib/play-keys.ts';
import { useTeamStandings } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

type Props = { gameId: string; range: TStandingsRange };

/** The teams ranked (ties share a rank), over the whole game or the chosen days. */
export function TeamStandings({ gameId, range }: Props) {
  const { t } = useTranslation('scores');
  const standings = useTeamStandings(gameId, range);
  return (
    <BoardCard
      title={t('standings.title')}
      query={standings}
      isEmpty={(data) => data.teams.length === 0}
      emptyText={t('standings.empty')}
    >
      {(data) => (
        <Table verticalSpacing="xs" aria-busy={standings.isFetching}>
          <Table.Caption>
            {t(data.teamRanking === 'average' ? 'standings.byAverage' : 'standings.byTotal')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('standings.rank')}</Table.Th>
              <Table.Th>{t('standings.team')}</Table.Th>
              <Table.Th ta="right">{t('standings.score')}</Table.Th>
              <Table.Th ta="right">{t('standings.members')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.teams.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td>{team.rank}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={team.color} size={12} aria-hidden />
                    <Text size="sm" fw={600}>
                      {team.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatScore(team.score)}</Table.Td>
                <Table.Td ta="right">{team.members}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </BoardCard>
  );
}
