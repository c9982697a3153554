import { Badge, Card, Table, Text, Title } from '@mantine/core';
import type { TCurrentGame } from '@rally/contracts/dashboard';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScrollsSideways } from '../../../components/use-scrolls-sideways.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';
import { paths } from '../../../lib/paths.ts';

/** Running and scheduled games with team-wise figures, each linking to its report. */
export function CurrentGames({ games, showCompany }: { games: TCurrentGame[]; showCompany: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [scrollRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  const label = t('currentGames.title');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {label}
      </Title>
      {games.length === 0 ? (
        <Text c="dimmed">{t('currentGames.empty')}</Text>
      ) : (
        <Table.ScrollContainer
          ref={scrollRef}
          minWidth={640}
          type="native"
          {...(scrolls && {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('currentGames.scrolls'),
            className: 'mantine-focus-auto',
          })}
        >
          <Table aria-labelledby={titleId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('currentGames.game')}</Table.Th>
                <Table.Th>{t('currentGames.dates')}</Table.Th>
                <Table.Th ta="right">{t('currentGames.active')}</Table.Th>
                <Table.Th ta="right">{t('currentGames.logs')}</Table.Th>
                <Table.Th ta="right">{t('currentGames.points')}</Table.Th>
                <Table.Th>{t('currentGames.leader')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {games.map((game) => (
                <Table.Tr key={game.id}>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={paths.games.report.href(game.id)}
                      size="sm"
                      fw={600}
                      c="inherit"
                      td="underline"
                    >
                      {game.name}
                    </Text>
                    {showCompany && (
                      <Text size="xs" c="dimmed">
                        {game.companyName}
                      </Text>
                    )}
                    <Badge
                      size="xs"
                      variant="light"
                      color={game.phase === 'running' ? 'teal' : 'gray'}
                      ml={4}
                    >
                      {t(game.phase === 'running' ? 'currentGames.running' : 'currentGames.scheduled')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatDate(game.startDate)} – {formatDate(game.endDate)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {t('currentGames.activeOf', { active: game.activePlayers, players: game.players })}
                  </Table.Td>
                  <Table.Td ta="right">{game.logsLast7Days}</Table.Td>
                  <Table.Td ta="right">{formatScore(game.points)}</Table.Td>
                  <Table.Td>
                    {game.leader ? `${game.leader.name} (${formatScore(game.leader.score)})` : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
