import { Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import type { TKpiActualRound } from '@rally/contracts/kpi-actuals';
import { IconFileUpload, IconTable } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Select } from '../../../components/select.tsx';
import { type TSubject, useActualGrid } from '../api/kpi-actuals-api.ts';
import { ActualsGrid } from './actuals-grid.tsx';
import { ActualsUpload } from './actuals-upload.tsx';

const WHOLE_GAME = 'game';

/** The first round not closed yet, else the last one; without rounds, the whole game. */
const defaultRound = (rounds: TKpiActualRound[]) =>
  (rounds.find((r) => !r.closed) ?? rounds.at(-1))?.id ?? WHOLE_GAME;

/**
 * A game's KPI actuals: pick a round (or the whole game) and players or teams, then type the
 * actuals in the grid or upload a spreadsheet. Points = weight × achievement up to 100% join the
 * scores and leaderboards as soon as they are saved.
 */
export function KpiActuals({ game }: { game: TGame }) {
  const { t } = useTranslation('kpi-actuals');
  // Not chosen yet: the round still open (the one figures are coming in for), once the rounds are known.
  const [chosen, setRound] = useState<string | null>(null);
  const [subject, setSubject] = useState<TSubject>('player');
  const [known, setKnown] = useState<TKpiActualRound[] | null>(null);
  const round = chosen ?? (known ? defaultRound(known) : WHOLE_GAME);
  const setTimeId = round === WHOLE_GAME ? null : round;
  const grid = useActualGrid(game.id, setTimeId, subject);
  const rounds = grid.data?.rounds ?? known ?? [];
  useEffect(() => {
    if (grid.data && known === null) setKnown(grid.data.rounds);
  }, [grid.data, known]);
  const readOnly = game.status === 'archived' || Boolean(grid.data?.closed);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Tabs defaultValue="grid" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="grid" leftSection={<IconTable size={16} aria-hidden />}>
            {t('tabs.grid')}
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconFileUpload size={16} aria-hidden />}>
            {t('tabs.upload')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="grid" pt="md">
          <Stack gap="md">
            <Group gap="md" align="end" wrap="wrap">
              <Select
                label={t('round.label')}
                data={[
                  { value: WHOLE_GAME, label: t('round.wholeGame') },
                  ...rounds.map((r) => ({
                    value: r.id,
                    label: r.closed ? t('round.closedName', { name: r.name }) : r.name,
                  })),
                ]}
                value={round}
                onChange={(value) => setRound(value ?? WHOLE_GAME)}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
              <SegmentedControl
                aria-label={t('subject.label')}
                value={subject}
                onChange={(value) => setSubject(value as TSubject)}
                data={[
                  { value: 'player', label: t('subject.player') },
                  { value: 'team', label: t('subject.team') },
                ]}
              />
            </Group>
            <ErrorAlert error={grid.error} />
            {grid.isPending ? (
              <LoadingScreen />
            ) : grid.data ? (
              // Keyed by what it shows, so typed values never carry over to another round or view.
              <ActualsGrid
                key={`${grid.data.setTimeId ?? WHOLE_GAME}:${subject}`}
                gameId={game.id}
                grid={grid.data}
                subject={subject}
                readOnly={readOnly}
              />
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="md">
          <ActualsUpload gameId={game.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
