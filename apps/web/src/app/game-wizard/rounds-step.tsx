import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { SET_TIMES_PER_CALL } from '@rally/contracts/set-times';
import { IconCalendarWeek } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useCreateRounds, useGameRounds } from '../../features/rounds/api/rounds-api.ts';
import { RoundsEditor } from '../../features/rounds/components/rounds-editor.tsx';
import { announce } from '../../lib/announce.ts';
import { gameKeys } from '../../lib/game-keys.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { weeksOf } from './weeks.ts';

/**
 * The wizard's rounds: "split into weeks" makes a round per calendar week of the game's dates in
 * one click (the rounds API, all at once); the rounds editor below adds, changes or removes any.
 */
export function RoundsStep({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  const rounds = useGameRounds(game.id);
  const create = useCreateRounds(game.id);
  const queryClient = useQueryClient();
  const dated = game.startDate && game.endDate ? { start: game.startDate, end: game.endDate } : undefined;
  const weeks = dated ? weeksOf(dated.start, dated.end).slice(0, SET_TIMES_PER_CALL) : [];
  const none = rounds.isSuccess && rounds.data.length === 0;

  const split = () =>
    create.mutate(
      weeks.map((week, i) => ({ name: t('wizard.rounds.weekName', { n: i + 1 }), ...week })),
      {
        onSuccess: () => {
          const done = t('wizard.rounds.split', { count: weeks.length });
          notifySuccess(done);
          announce(done);
          // The game's counts and advice name its rounds.
          void queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
        },
      },
    );

  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="split-weeks">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} maw={560}>
            <Text fw={600} id="split-weeks">
              {t('wizard.rounds.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {!dated
                ? t('wizard.rounds.noDates')
                : none
                  ? t('wizard.rounds.text', { count: weeks.length })
                  : t('wizard.rounds.hasRounds')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconCalendarWeek size={16} aria-hidden />}
            disabled={!dated || !none}
            loading={create.isPending}
            onClick={split}
          >
            {t('wizard.rounds.button')}
          </Button>
        </Group>
        <ErrorAlert error={create.error} />
      </Card>
      <RoundsEditor game={game} />
    </Stack>
  );
}
