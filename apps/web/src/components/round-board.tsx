import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { dateTimeFormat } from '@rally/contracts/intl';
import type { TPublicSetTime, TPublicSetTimeResults } from '@rally/contracts/set-times';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../lib/announce.ts';
import { formatScore } from '../lib/format-score.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { ErrorAlert } from './error-alert.tsx';
import { NativeSelect } from './native-select.tsx';
import { TeamTable } from './team-table.tsx';

/**
 * A per-round board (ADR 0014) for the game view, the player home and the public pages: a round
 * picker (the running round first chosen) and the chosen round's teams and players, frozen results
 * for a closed round, live ones for an open round. The data comes from the caller (signed-in or
 * public fetchers); the words from `common` (`rounds.*`), which every page has loaded.
 */

const STATUS_COLORS = { upcoming: 'gray', running: 'teal', grace: 'yellow', frozen: 'blue' } as const;

/** The round to show first: the running one, else the last that started, else the first. */
export function defaultRound(rounds: TPublicSetTime[], current: TPublicSetTime | null): string | null {
  if (current) return current.id;
  const started = rounds.filter((r) => r.status !== 'upcoming');
  return (started.at(-1) ?? rounds[0])?.id ?? null;
}

/** What the board shows of rounds and boards: the public ones, or the signed-in ones (which hold more). */
type Props = {
  rounds: TPublicSetTime[];
  value: string | null;
  onChange: (id: string) => void;
  board: UseQueryResult<TPublicSetTimeResults>;
};

export function RoundBoard({ rounds, value, onChange, board }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const data = board.data;
  const language = currentLanguage();
  const day = (d: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const when = (iso: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  // A round chosen by hand is said once its board is there (the picker itself says only its name).
  const chosenByHand = useRef(false);
  useEffect(() => {
    if (!chosenByHand.current || !data || data.setTime.id !== value) return;
    chosenByHand.current = false;
    announce(
      t('rounds.shown', { name: data.setTime.name, status: t(`rounds.status.${data.setTime.status}`) }),
    );
  }, [data, value, t]);

  if (rounds.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="end" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('rounds.title')}
          </Title>
          <NativeSelect
            label={t('rounds.label')}
            data={rounds.map((r) => ({
              value: r.id,
              label: `${r.name} · ${t(`rounds.status.${r.status}`)}`,
            }))}
            // A list of rounds always has one chosen (defaultRound).
            value={value ?? ''}
            onChange={(id) => {
              chosenByHand.current = true;
              onChange(id);
            }}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        {board.isPending ? (
          value && <Loader size="sm" aria-label={t('shell.loading')} />
        ) : board.data === undefined ? (
          <ErrorAlert error={board.error} />
        ) : (
          data && (
            <Stack gap="md" aria-busy={board.isFetching}>
              <Group gap="xs">
                <Badge color={STATUS_COLORS[data.setTime.status]} variant="light" autoContrast>
                  {t(`rounds.status.${data.setTime.status}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {data.frozen && data.frozenAt
                    ? t('rounds.frozen', { when: when(data.frozenAt) })
                    : t('rounds.live', { from: day(data.setTime.startDate), to: day(data.setTime.endDate) })}
                </Text>
              </Group>
              <TeamTable
                teams={data.teams}
                caption={t('rounds.teams', { name: data.setTime.name })}
                heads={{ rank: t('rounds.rank'), team: t('rounds.team'), score: t('rounds.score') }}
              />
              {data.individuals ? (
                <Table verticalSpacing="xs">
                  <Table.Caption>{t('rounds.players', { name: data.setTime.name })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={56}>{t('rounds.rank')}</Table.Th>
                      <Table.Th>{t('rounds.player')}</Table.Th>
                      <Table.Th>{t('rounds.team')}</Table.Th>
                      <Table.Th ta="right">{t('rounds.points')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.top.map((p, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a board's players carry no id on the public pages: a place is the row
                      <Table.Tr key={`${p.rank}-${i}`} fw={p.isMe ? 700 : undefined}>
                        <Table.Td>{p.rank}</Table.Td>
                        <Table.Td>{p.name ?? t('rounds.hidden')}</Table.Td>
                        <Table.Td>{p.teamName}</Table.Td>
                        <Table.Td ta="right">{formatScore(p.points)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('rounds.noPlayers')}
                </Text>
              )}
            </Stack>
          )
        )}
      </Stack>
    </Card>
  );
}
