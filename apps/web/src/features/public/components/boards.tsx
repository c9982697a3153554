import { ColorSwatch, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TPublicLeaderboard } from '@rally/contracts/public';
import { IconArrowUp, IconMedal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format-score.ts';
import classes from './boards.module.css';
import { playerKey, type TMove, teamKey } from './rank-moves.ts';

type Props = {
  board: TPublicLeaderboard;
  /** Who just moved up: their rows are celebrated for a moment. */
  moves: TMove[];
  /** 'tv': the wall screen's large type. */
  size?: 'page' | 'tv';
  /** Show at most this many rows (the wall screen shows what fits a screen). */
  limit?: number;
};

/** A board's table: the page's type, or the wall screen's large type with more room between cells. */
function BoardTable({ size, children }: { size: 'page' | 'tv'; children: ReactNode }) {
  return (
    <Table
      className={classes.board}
      data-size={size}
      verticalSpacing="sm"
      horizontalSpacing={size === 'tv' ? 'md' : 'xs'}
    >
      {children}
    </Table>
  );
}

function MovedUp({ moved }: { moved: boolean }) {
  const { t } = useTranslation('public');
  if (!moved) return null;
  return (
    <span className={classes.up}>
      <IconArrowUp aria-hidden className={classes.upIcon} />
      <span className={classes.hidden}>{t('board.movedUp')}</span>
    </span>
  );
}

/** The teams ranked: by total points or by points per player, as the game says. */
export function TeamBoard({ board, moves, size = 'page', limit }: Props) {
  const { t } = useTranslation('public');
  const moved = new Set(moves.map((move) => move.key));
  return (
    <BoardTable size={size}>
      <Table.Caption>
        {t(board.teamRanking === 'average' ? 'board.byAverage' : 'board.byTotal')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.rank}>{t('board.rank')}</Table.Th>
          <Table.Th>{t('board.team')}</Table.Th>
          <Table.Th ta="right">
            {t(board.teamRanking === 'average' ? 'board.average' : 'board.points')}
          </Table.Th>
          <Table.Th ta="right">{t('board.members')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {board.teams.slice(0, limit).map((team) => (
          <Table.Tr
            key={team.name}
            data-moved={moved.has(teamKey(team)) || undefined}
            className={classes.row}
          >
            <Table.Td className={classes.rank}>{team.rank}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={team.color} size={size === 'tv' ? 28 : 14} aria-hidden />
                <Text inherit fw={700}>
                  {team.name}
                </Text>
                <MovedUp moved={moved.has(teamKey(team))} />
              </Group>
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatScore(team.score)}
            </Table.Td>
            <Table.Td ta="right">{team.members}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </BoardTable>
  );
}

/**
 * How many badges a player holds, beside their name (a column would push the points off a phone):
 * a medal and the number, read as "3 badges". Nothing for none, so a game without badges looks as before.
 */
function Badges({ count = 0 }: { count?: number | undefined }) {
  const { t } = useTranslation('public');
  if (count === 0) return null;
  return (
    <Text span inherit size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      <IconMedal size="1em" aria-hidden stroke={1.6} style={{ verticalAlign: '-0.125em' }} />
      <span aria-hidden> {count}</span>
      <VisuallyHidden>{t('board.badgeCount', { count })}</VisuallyHidden>
    </Text>
  );
}

/** The players ranked, named as the game's rules say (no name column when it shows none). */
export function PlayerBoard({ board, moves, size = 'page', limit }: Props) {
  const { t } = useTranslation('public');
  const players = (board.individuals ?? []).slice(0, limit);
  const named = players.some((player) => player.name !== null);
  const moved = new Set(moves.map((move) => move.key));
  return (
    <BoardTable size={size}>
      <Table.Caption>{t('board.ofPlayers', { count: board.players })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.rank}>{t('board.rank')}</Table.Th>
          {named && <Table.Th>{t('board.player')}</Table.Th>}
          <Table.Th>{t('board.team')}</Table.Th>
          <Table.Th ta="right">{t('board.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {players.map((player, index) => {
          const key = playerKey(player);
          const isMoved = key !== null && moved.has(key);
          return (
            <Table.Tr
              key={key ?? `${player.rank}-${index}`}
              data-moved={isMoved || undefined}
              className={classes.row}
            >
              <Table.Td className={classes.rank}>{player.rank}</Table.Td>
              {named && (
                <Table.Td>
                  <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
                    <Text inherit fw={700}>
                      {player.name ?? '—'}
                    </Text>
                    <Badges count={player.badges} />
                    <MovedUp moved={isMoved} />
                  </Group>
                </Table.Td>
              )}
              <Table.Td>
                {player.teamName}
                {/* Without names, the count goes beside the team: nothing else names the row. */}
                {!named && <Badges count={player.badges} />}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatScore(player.points)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </BoardTable>
  );
}
