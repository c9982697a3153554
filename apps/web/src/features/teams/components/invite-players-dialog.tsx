import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useInviteToTeam } from '../api/teams-api.ts';
import { parseInviteList } from './invite-list.ts';

type Props = { gameId: string; team: TTeam | null; onClose: () => void };

/**
 * Players by e-mail: a pasted list (one a line or comma-separated, `Name <email>` too), sent in one
 * call that the server does in one transaction (`POST /group/invite`): the company's users are added,
 * unknown addresses become invited players (the plan's limit checked for all of them), or nothing
 * happens. A refused address is named from the list; who could not be added is listed with the
 * server's reason.
 */
export function InvitePlayersDialog({ gameId, team, onClose }: Props) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const queryClient = useQueryClient();
  const invite = useInviteToTeam(gameId);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (!team) return;
    setText('');
    setProblems([]);
    setError(null);
  }, [team]);

  const submit = async () => {
    if (!team) return;
    const { invitees, invalid } = parseInviteList(text);
    const notAddresses = invalid.map((entry) => t('invite.notAnAddress', { entry }));
    setError(null);
    try {
      const result = await invite.mutateAsync({ teamId: team.id, invitees });
      const failed = [
        ...notAddresses,
        ...result.skipped.map((skip) => `${skip.email}: ${messageText(tm, skip)}`),
      ];
      // The users screen lists the new ones.
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      const done = t('invite.done', { count: result.added, created: result.created, team: team.name });
      announce(failed.length > 0 ? `${done} ${t('invite.failed', { count: failed.length })}` : done);
      if (result.added > 0) notifySuccess(done);
      setProblems(failed);
      if (failed.length === 0) onClose();
      else setText('');
    } catch (cause) {
      if (!(cause instanceof ApiError) || cause.details.length === 0) {
        setError(cause instanceof Error ? cause : new Error(String(cause)));
        return;
      }
      // The server names each refused address by its place in the list sent: nothing was added.
      const refused = cause.details.map((detail) => {
        const index = /^data\.invitees\.(\d+)\./.exec(detail.path)?.[1];
        const email = index === undefined ? undefined : invitees[Number(index)]?.email;
        return email ? `${email}: ${messageText(tm, detail)}` : messageText(tm, detail);
      });
      const failed = [...notAddresses, ...refused];
      announce(`${t('invite.noneAdded')} ${t('invite.failed', { count: failed.length })}`);
      setProblems(failed);
    }
  };

  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={t('invite.title', { team: team?.name ?? '' })}
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <ErrorAlert error={error} />
        {problems.length > 0 && (
          <Alert color="orange" variant="light" title={t('invite.failed', { count: problems.length })}>
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Textarea
          label={t('invite.addresses')}
          description={t('invite.hint')}
          rows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {tc('dialog.cancel')}
          </Button>
          <LoadingButton
            loading={invite.isPending}
            disabled={parseInviteList(text).invitees.length === 0}
            onClick={() => void submit()}
          >
            {t('invite.submit', { count: parseInviteList(text).invitees.length })}
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
