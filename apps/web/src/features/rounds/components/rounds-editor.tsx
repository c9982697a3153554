import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { dateTimeFormat } from '@rally/contracts/intl';
import type { TSetTime } from '@rally/contracts/set-times';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ContentEditorBar } from '../../../components/content-editor-bar.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useLocalTableView } from '../../../components/use-local-table-view.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCloseRound, useDeleteRounds, useGameRounds, useReopenRound } from '../api/rounds-api.ts';
import { RoundStatus } from './round-status.tsx';
import { RoundsForm } from './rounds-form.tsx';

type Props = { game: TGame };

/**
 * A game's rounds: add several at once, edit or delete one or the selected ones together, close a
 * started round now ("freeze again" once reopened), reopen a frozen round. Frozen rounds cannot be edited or deleted until reopened (the server says so too).
 */
export function RoundsEditor({ game }: Props) {
  const { t, i18n } = useTranslation('set-times');
  const { t: tc } = useTranslation();
  const rounds = useGameRounds(game.id);
  const lock = useContentLock(game);
  const { view, update } = useLocalTableView();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ rounds?: TSetTime[] } | null>(null);
  const [deleting, setDeleting] = useState<TSetTime[] | null>(null);
  const [reopening, setReopening] = useState<TSetTime | null>(null);
  const [closing, setClosing] = useState<TSetTime | null>(null);
  const remove = useDeleteRounds(game.id);
  const reopen = useReopenRound(game.id);
  const closeNow = useCloseRound(game.id);
  const list = rounds.data ?? [];
  const chosen = list.filter((r) => selected.includes(r.id));
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const day = (d: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );

  const closeLabel = (round: TSetTime) => t(round.reopenedAt ? 'close.again' : 'close.action');
  // After closing or reopening, the user continues at the round's menu (its item is gone with the menu).
  const focusMenuOf = (round: TSetTime) => {
    const label = t('table.menu', { name: round.name });
    focusWhenReady(() =>
      [...document.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]')].find(
        (button) => button.getAttribute('aria-label') === label,
      ),
    );
  };

  const columns: ColumnDef<TSetTime>[] = [
    { accessorKey: 'name', header: t('fields.name') },
    {
      accessorKey: 'startDate',
      header: t('fields.startDate'),
      cell: ({ row }) => day(row.original.startDate),
    },
    { accessorKey: 'endDate', header: t('fields.endDate'), cell: ({ row }) => day(row.original.endDate) },
    {
      accessorKey: 'status',
      header: t('fields.status'),
      cell: ({ row }) => <RoundStatus status={row.original.status} />,
    },
    {
      id: 'closes',
      header: t('fields.closes'),
      cell: ({ row }) => {
        const r = row.original;
        const at = r.closedAt ?? r.closesAt;
        return (
          <Stack gap={0}>
            <Text size="sm">{when(at)}</Text>
            {r.reopenedAt && (
              <Text size="xs" c="dimmed">
                {t('reopen.by', { name: r.reopenedByName ?? '—', when: when(r.reopenedAt) })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    actionsColumn(t('table.actions'), (round) =>
      lock.readOnly ? null : (
        <ActionsMenu
          label={t('table.menu', { name: round.name })}
          actions={
            round.status === 'frozen'
              ? [{ label: t('reopen.action'), icon: IconLockOpen, onClick: () => setReopening(round) }]
              : [
                  ...(round.status === 'upcoming'
                    ? []
                    : [{ label: closeLabel(round), icon: IconLock, onClick: () => setClosing(round) }]),
                  {
                    label: t('table.edit'),
                    icon: IconPencil,
                    onClick: () => setEditing({ rounds: [round] }),
                  },
                  {
                    label: t('table.delete'),
                    icon: IconTrash,
                    danger: true,
                    onClick: () => setDeleting([round]),
                  },
                ]
          }
        />
      ),
    ),
  ];

  const anyFrozen = chosen.some((r) => r.status === 'frozen');
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentEditorBar
        lock={lock}
        summary={t('editor.summary', { hours: game.rules.graceHours })}
        summaryWidth={560}
        addLabel={t('editor.add')}
        onAdd={() => setEditing({})}
      />
      <ErrorAlert error={rounds.error} />
      <DataTable
        label={t('editor.table')}
        columns={columns}
        rows={list}
        getRowId={(r) => r.id}
        view={view}
        onViewChange={update}
        loading={rounds.isPending}
        sortable={false}
        emptyText={t('editor.empty')}
        minWidth={640}
        selection={
          lock.readOnly
            ? undefined
            : {
                selected,
                onChange: setSelected,
                rowLabel: (r) => r.name,
                actions: (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      disabled={anyFrozen}
                      onClick={() => setEditing({ rounds: chosen })}
                    >
                      {t('bulk.edit', { count: chosen.length })}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      disabled={anyFrozen}
                      onClick={() => setDeleting(chosen)}
                    >
                      {t('bulk.delete', { count: chosen.length })}
                    </Button>
                    {anyFrozen && (
                      <Text size="xs" c="dimmed">
                        {t('bulk.frozenHint')}
                      </Text>
                    )}
                  </Group>
                ),
              }
        }
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.rounds ? 'form.editTitle' : 'form.newTitle', {
          count: editing?.rounds?.length ?? 0,
        })}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        size="xl"
        centered
      >
        <RoundsForm
          gameId={game.id}
          rounds={editing?.rounds}
          onSaved={(count) => {
            notifySuccess(t(editing?.rounds ? 'form.saved' : 'form.added', { count }));
            setSelected([]);
            close();
          }}
          onCancel={close}
        />
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('delete.title', { count: deleting?.length ?? 0 })}
        confirmLabel={t('table.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            deleting.map((r) => r.id),
            {
              onSuccess: () => {
                notifySuccess(t('delete.done', { count: deleting.length }));
                setSelected([]);
                setDeleting(null);
              },
            },
          )
        }
      >
        <ErrorAlert error={remove.error} />
        <Text>{t('delete.text', { names: (deleting ?? []).map((r) => r.name).join(', ') })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={reopening !== null}
        onClose={() => setReopening(null)}
        title={t('reopen.title', { name: reopening?.name ?? '' })}
        confirmLabel={t('reopen.action')}
        loading={reopen.isPending}
        onConfirm={() =>
          reopening &&
          reopen.mutate(reopening.id, {
            onSuccess: () => {
              notifySuccess(t('reopen.done', { name: reopening.name }));
              setReopening(null);
              focusMenuOf(reopening);
            },
          })
        }
      >
        <ErrorAlert error={reopen.error} />
        <Text>{t('reopen.text', { hours: game.rules.graceHours })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={t('close.title', { name: closing?.name ?? '' })}
        confirmLabel={closing ? closeLabel(closing) : ''}
        loading={closeNow.isPending}
        onConfirm={() =>
          closing &&
          closeNow.mutate(closing.id, {
            onSuccess: () => {
              notifySuccess(t('close.done', { name: closing.name }));
              setClosing(null);
              focusMenuOf(closing);
            },
          })
        }
      >
        <ErrorAlert error={closeNow.error} />
        <Text>{t('close.text')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
