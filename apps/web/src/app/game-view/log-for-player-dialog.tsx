import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { TGameDetail } from '@rally/contracts/games';
import { loggableDays } from '@rally/contracts/logs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingButton } from '../../components/loading-button.tsx';
import { Select } from '../../components/select.tsx';
import { GameDateInput } from '../../features/games/components/game-date-input.tsx';
import { useChecklist } from '../../features/logs/api/checklist-api.ts';
import { useCreateLog } from '../../features/logs/api/game-logs-api.ts';
import { PlayerSelect, type TPlayerOption } from '../../features/scores/components/player-select.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DayLogs } from './day-logs.tsx';

type Props = {
  game: TGameDetail;
  opened: boolean;
  onClose: () => void;
  /** Opened from a player's row: that player, already chosen. */
  player?: TPlayerOption | null;
};

/**
 * An organiser logs a behaviour on a player's behalf (recorded as such), for a day the player could
 * have logged it, and sees that day's logs, each removable.
 */
export function LogForPlayerDialog({ game, opened, onClose, player: preset = null }: Props) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const days = loggableDays(game, new Date());
  const [player, setPlayer] = useState<TPlayerOption | null>(preset);
  const [day, setDay] = useState(days.lastDay);
  const [behaviourId, setBehaviourId] = useState<string | null>(null);
  const create = useCreateLog(game.id);
  const checklist = useChecklist(game.id, { userId: player?.userId, day }, opened && player !== null);

  // Each opening starts afresh, from the row it was opened on.
  useEffect(() => {
    if (!opened) return;
    setPlayer(preset);
    setDay(loggableDays(game, new Date()).lastDay);
    setBehaviourId(null);
    create.reset();
  }, [opened, preset, game, create.reset]);

  const behaviours = (checklist.data?.activities ?? []).flatMap((activity) =>
    activity.behaviours.map((behaviour) => ({ activity, behaviour })),
  );
  const chosen = behaviours.find(({ behaviour }) => behaviour.id === behaviourId)?.behaviour;

  const submit = () => {
    if (!player || !chosen) return;
    create.mutate(
      { behaviourId: chosen.id, day, userId: player.userId },
      {
        onSuccess: () => {
          notifySuccess(t('onBehalf.logged', { behaviour: chosen.name, name: player.fullName }));
          onClose();
        },
      },
    );
  };

  const hint = chosen
    ? [
        chosen.remaining > 0 ? t('onBehalf.remaining', { count: chosen.remaining }) : t('onBehalf.full'),
        chosen.requiresApproval ? t('onBehalf.needsApproval') : '',
      ].join(' ')
    : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('onBehalf.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      closeOnClickOutside={!create.isPending}
    >
      <DatesProvider settings={{ locale: currentLanguage() }}>
        <Stack gap="md">
          <Text size="sm">{t('onBehalf.text')}</Text>
          <ErrorAlert error={create.error} />
          <PlayerSelect
            gameId={game.id}
            label={t('onBehalf.player')}
            placeholder={t('onBehalf.playerPlaceholder')}
            value={player}
            onChange={(next) => {
              setPlayer(next);
              setBehaviourId(null);
            }}
            required
            data-autofocus={preset ? undefined : true}
          />
          <GameDateInput
            label={t('onBehalf.day')}
            description={t('onBehalf.dayHint')}
            value={day}
            onChange={(next) => {
              setDay(next ?? days.lastDay);
              setBehaviourId(null);
            }}
            minDate={days.firstDay}
            maxDate={days.lastDay}
            required
          />
          {player ? (
            <>
              <ErrorAlert error={checklist.error} />
              <Select
                label={t('onBehalf.behaviour')}
                placeholder={t('onBehalf.behaviourPlaceholder')}
                data={behaviours.map(({ activity, behaviour }) => ({
                  value: behaviour.id,
                  label: t('onBehalf.behaviourOption', {
                    activity: activity.name,
                    behaviour: behaviour.name,
                    points: behaviour.points,
                  }),
                  disabled: behaviour.remaining === 0,
                }))}
                value={behaviourId}
                onChange={setBehaviourId}
                description={hint}
                searchable
                required
                disabled={checklist.isPending}
                data-autofocus={preset ? true : undefined}
              />
              {checklist.data && (
                <DayLogs gameId={game.id} checklist={checklist.data} playerName={player.fullName} />
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('onBehalf.choosePlayer')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {tc('dialog.cancel')}
            </Button>
            <LoadingButton
              onClick={submit}
              loading={create.isPending}
              disabled={!chosen || chosen.remaining === 0}
            >
              {t('onBehalf.submit')}
            </LoadingButton>
          </Group>
        </Stack>
      </DatesProvider>
    </Modal>
  );
}
