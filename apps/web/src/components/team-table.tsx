import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { TTeamStanding } from '@rally/contracts/scores';
import { formatScore } from '../lib/format-score.ts';

type Props = {
  /** Public boards carry no team ids: a team is then told apart by its place. */
  teams: (Pick<TTeamStanding, 'name' | 'color' | 'rank' | 'score' | 'members'> & { id?: string })[];
  /** What the table holds (its accessible name). */
  caption: string;
  /** The column heads, in the caller's words; without `members`, no members column. */
  heads: { rank: string; team: string; score: string; members?: string };
  /** While newer figures load. */
  busy?: boolean;
};

/** Teams ranked (ties share a rank) with their colour and score: the signed-in standings and round boards. */
export function TeamTable({ teams, caption, heads, busy }: Props) {
  return (
    <Table verticalSpacing="xs" aria-busy={busy}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>{heads.rank}</Table.Th>
          <Table.Th>{heads.team}</Table.Th>
          <Table.Th ta="right">{heads.score}</Table.Th>
          {heads.members && <Table.Th ta="right">{heads.members}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {teams.map((team, i) => (
          <Table.Tr key={team.id ?? i}>
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
            {heads.members && <Table.Td ta="right">{team.members}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
