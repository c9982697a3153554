import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { TUploadJob, TUploadToTeamResponse } from '@rally/contracts/uploads';
import { IconUsersPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingButton } from '../../components/loading-button.tsx';
import { Select } from '../../components/select.tsx';
import { GamePicker } from '../../features/games/components/game-picker.tsx';
import { gameTeamsQueryOptions, teamKeys } from '../../features/teams/api/teams-api.ts';
import { useUploadToTeam } from '../../features/uploads/api/uploads-api.ts';
import { useAppAbility } from '../../lib/abilities.tsx';
import { announce } from '../../lib/announce.ts';
import { focusWhenReady } from '../../lib/focus.ts';
import { gameKeys } from '../../lib/game-keys.ts';
import { messageText } from '../../lib/messages.ts';
import { notifySuccess } from '../../lib/notify.ts';

/**
 * After a finished upload: the people it created or updated, put into a team of a game of the same
 * company in one step (the server adds them as "add players to a team" does). Closing the dialog
 * returns focus to its button; people left out (already in the game, disabled, not players) are
 * listed in the dialog, which stays open on them.
 */
export function UploadTeamAction({ job }: { job: TUploadJob }) {
  const { t } = useTranslation('uploads');
  const { t: tc } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const mayManageGames = useAppAbility().can('manage', 'Game');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [gameId, setGameId] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<TUploadToTeamResponse['skipped']>([]);
  const skippedRef = useRef<HTMLDivElement>(null);
  const teams = useQuery({ ...gameTeamsQueryOptions(gameId ?? ''), enabled: opened && gameId !== null });
  const add = useUploadToTeam(job.id);
  const people = job.summary.created + job.summary.updated;
  if (people === 0 || !mayManageGames) return null;

  const open = () => {
    setGameId(null);
    setTeamId(null);
    setSkipped([]);
    add.reset();
    setOpened(true);
  };
  const chooseGame = (id: string | null) => {
    setGameId(id);
    setTeamId(null);
  };
  const submit = () => {
    const team = teams.data?.find((candidate) => candidate.id === teamId);
    if (!gameId || !team) return;
    add.mutate(
      { competitionId: gameId, groupId: team.id },
      {
        onSuccess: (result) => {
          const said = t('team.added', { count: result.added, team: team.name });
          notifySuccess(said);
          announce(said);
          void queryClient.invalidateQueries({ queryKey: teamKeys.list(gameId) });
          void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
          setSkipped(result.skipped);
          if (result.skipped.length === 0) setOpened(false);
          else focusWhenReady(() => skippedRef.current);
        },
      },
    );
  };
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));

  return (
    <>
      <Button variant="default" leftSection={<IconUsersPlus size={18} aria-hidden />} onClick={open}>
        {t('team.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('team.title', { name: job.fileName })}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('team.text', { count: people })}</Text>
          <ErrorAlert error={add.error ?? teams.error} />
          {skipped.length > 0 && (
            <Alert
              ref={skippedRef}
              color="orange"
              variant="light"
              title={t('team.skipped', { count: skipped.length })}
            >
              <List size="sm">
                {skipped.map((skip) => (
                  <List.Item key={skip.row}>
                    {t('team.skippedRow', {
                      row: skip.row,
                      email: skip.email,
                      reason: messageText(tm, skip),
                    })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <GamePicker
            label={t('team.game')}
            value={gameId}
            onChange={chooseGame}
            companyId={job.companyId}
            required
          />
          <Select
            label={t('team.team')}
            placeholder={gameId ? t('team.teamPlaceholder') : t('team.chooseGame')}
            data={teamOptions}
            value={teamId}
            onChange={setTeamId}
            disabled={!gameId}
            nothingFoundMessage={t('team.noTeams')}
            description={
              gameId && teams.isSuccess && teamOptions.length === 0 ? t('team.noTeams') : undefined
            }
            searchable
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('team.cancel')}
            </Button>
            <LoadingButton onClick={submit} loading={add.isPending} disabled={!gameId || !teamId}>
              {t('team.submit')}
            </LoadingButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
