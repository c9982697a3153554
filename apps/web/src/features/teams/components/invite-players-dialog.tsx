import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { type TTeam, ZAvailableUserList } from '@rally/contracts/teams';
import { ZUser } from '@rally/contracts/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError, request } from '../../../lib/api-client.ts';
import { messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddPlayers } from '../api/teams-api.ts';
import { nameOf, parseInviteList, type TInvitee } from './invite-list.ts';

type Props = { gameId: string; team: TTeam | null; onClose: () => void };

/**
 * Players by e-mail: a pasted list (one a line or comma-separated, `Name <email>` too). A user of
 * the company not yet in the game is added; an unknown address becomes a new player, invited the
 * way the users screen invites (`POST /users`, with the plan's limit), then added. All go into the
 * team in one call; what could not be done is listed with the server's reason.
 */
export function InvitePlayersDialog({ gameId, team, onClose }: Props) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const queryClient = useQueryClient();
  const add = useAddPlayers(gameId);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    if (!team) return;
    setText('');
    setProblems([]);
    setError(null);
  }, [team]);

  /** The company's user not yet in the game with this address, or a new player invited. */
  const userFor = async (invitee: TInvitee): Promise<{ id: string; created: boolean }> => {
    const found = await request(`/user/competition/notExisting/${encodeURIComponent(gameId)}/0`, {
      query: { q: invitee.email },
      schema: ZAvailableUserList,
    });
    const existing = found.find((user) => user.email.toLowerCase() === invitee.email);
    if (existing) return { id: existing.id, created: false };
    const user = await request('/users', {
      method: 'POST',
      body: { fullName: nameOf(invitee), email: invitee.email, role: 'player', sendInvitation: true },
      schema: ZUser,
    });
    return { id: user.id, created: true };
  };

  const submit = async () => {
    if (!team) return;
    const { invitees, invalid } = parseInviteList(text);
    const failed = invalid.map((entry) => t('invite.notAnAddress', { entry }));
    setError(null);
    setPending(true);
    try {
      const ids: string[] = [];
      let created = 0;
      // One after the other: each new user counts against the plan's limit the next one meets.
      for (const invitee of invitees) {
        try {
          const user = await userFor(invitee);
          ids.push(user.id);
          if (user.created) created++;
        } catch (cause) {
          if (!(cause instanceof ApiError)) throw cause;
          // A field's reason (the address taken elsewhere) says more than the summary.
          const reason = cause.details[0] ?? {
            messageCode: cause.messageCode ?? '',
            ...(cause.params ? { params: cause.params } : {}),
            message: cause.message,
          };
          failed.push(`${invitee.email}: ${messageText(tm, reason)}`);
        }
      }
      let added = 0;
      if (ids.length > 0) {
        const result = await add.mutateAsync({ teamId: team.id, userIds: ids });
        added = result.added;
        for (const skip of result.skipped) failed.push(messageText(tm, skip));
        // The users screen lists the new ones.
        await queryClient.invalidateQueries({ queryKey: ['users'] });
      }
      const done = t('invite.done', { count: added, created, team: team.name });
      announce(failed.length > 0 ? `${done} ${t('invite.failed', { count: failed.length })}` : done);
      if (added > 0) notifySuccess(done);
      setProblems(failed);
      if (failed.length === 0) onClose();
      else setText('');
    } catch (cause) {
      setError(cause instanceof Error ? cause : new Error(String(cause)));
    } finally {
      setPending(false);
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
            loading={pending}
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
