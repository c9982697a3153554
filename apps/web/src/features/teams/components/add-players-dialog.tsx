import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TTeam } from '@rally/contracts/teams';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { messageText, type TServerMessage } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddPlayers, useAvailablePlayers } from '../api/teams-api.ts';

type Props = { gameId: string; team: TTeam | null; onClose: () => void };

/** Picks users not yet in the game (search, select many) and puts them into one team. */
export function AddPlayersDialog({ gameId, team, onClose }: Props) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  // Why someone was skipped comes as a server message (loaded with the dialog, not on demand).
  const { t: tm } = useTranslation('messages');
  // Only a platform admin may reach users of every company.
  const mayReachAll = useAppAbility().can('manage', 'all');
  const [q, setQ] = useState('');
  const [all, setAll] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [skipped, setSkipped] = useState<{ name: string; reason: TServerMessage }[]>([]);
  const [search] = useDebouncedValue(q.trim(), 300);
  const users = useAvailablePlayers(gameId, all, search, team !== null);
  const add = useAddPlayers(gameId);
  const { reset } = add;
  const list = users.data ?? [];

  useEffect(() => {
    if (!team) return;
    setQ('');
    setSelected([]);
    setSkipped([]);
    reset();
  }, [team, reset]);

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));
  const allShown = list.length > 0 && list.every((user) => selected.includes(user.id));
  const toggleShown = () =>
    setSelected((current) =>
      allShown
        ? current.filter((id) => !list.some((user) => user.id === id))
        : [...new Set([...current, ...list.map((user) => user.id)])],
    );

  const submit = () => {
    if (!team) return;
    // Named now: the skipped may no longer be in the list once it is read again.
    const names = new Map(list.map((user) => [user.id, user.fullName]));
    add.mutate(
      { teamId: team.id, userIds: selected },
      {
        onSuccess: (result) => {
          if (result.added > 0) notifySuccess(t('add.added', { count: result.added, team: team.name }));
          setSelected([]);
          setSkipped(result.skipped.map((s) => ({ name: names.get(s.userId) ?? s.userId, reason: s })));
          if (result.skipped.length === 0) onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={t('add.title', { team: team?.name ?? '' })}
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <ErrorAlert error={users.error ?? add.error} />
        {skipped.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            title={t('add.skipped', { count: skipped.length })}
            role="alert"
          >
            <List size="sm">
              {skipped.map((skip) => (
                <List.Item key={skip.name}>{`${skip.name}: ${messageText(tm, skip.reason)}`}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput
          label={t('add.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          rightSection={users.isFetching ? <Loader size="xs" aria-label={tc('shell.loading')} /> : null}
          data-autofocus
        />
        {mayReachAll && (
          <Switch
            label={t('add.allCompanies')}
            checked={all}
            onChange={(e) => setAll(e.currentTarget.checked)}
          />
        )}
        <Checkbox
          label={t('add.selectShown', { count: list.length })}
          checked={allShown}
          indeterminate={!allShown && list.some((user) => selected.includes(user.id))}
          disabled={list.length === 0}
          onChange={toggleShown}
        />
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={8} role="group" aria-label={t('add.available')}>
            {!users.isPending && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {t(search ? 'add.noMatch' : 'add.none')}
              </Text>
            )}
            {list.map((user) => (
              <Checkbox
                key={user.id}
                checked={selected.includes(user.id)}
                onChange={() => toggle(user.id)}
                label={user.fullName}
                description={all ? `${user.email} · ${user.companyName}` : user.email}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <LoadingButton onClick={submit} loading={add.isPending} disabled={selected.length === 0}>
            {selected.length > 0 ? t('add.submit', { count: selected.length }) : t('add.submitNone')}
          </LoadingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
