import { Group, Stack, Text } from '@mantine/core';
import type { TGameBadge } from '@rally/contracts/badges';
import type { TGame } from '@rally/contracts/games';
import { IconAward, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { ContentTable } from '../../../components/content-table.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useGameBadges } from '../api/game-badges-api.ts';
import { BadgeIcon } from '../components/badge-icon.tsx';
import { useBadgeText } from '../components/badge-text.ts';
import { AwardBadgeDialog, type TPlayerField } from './award-badge-dialog.tsx';
import { BadgeForm } from './badge-form.tsx';
import type { TBadgeChoices } from './badge-params-fields.tsx';
import { DeleteBadgeDialog } from './delete-badge-dialog.tsx';
import { HoldersDialog } from './holders-dialog.tsx';

type Props = { game: TGame; choices: TBadgeChoices; playerField: TPlayerField };

/**
 * A game's badges: each one's rule in words, how many players hold it; added from the catalogue,
 * its look changed, deleted, its holders listed, and a hand badge given to a player (and taken back
 * from one in its list of holders).
 */
export function BadgesEditor({ game, choices, playerField }: Props) {
  const { t } = useTranslation('badges');
  const badges = useGameBadges(game.id);
  const text = useBadgeText();
  const lock = useContentLock(game);
  const [editing, setEditing] = useState<{ badge?: TGameBadge } | null>(null);
  const [awarding, setAwarding] = useState<TGameBadge | null>(null);
  const [listing, setListing] = useState<TGameBadge | null>(null);
  const [deleting, setDeleting] = useState<TGameBadge | null>(null);
  const editor = useRef<HTMLDivElement>(null);

  const menuLabel = (badge: TGameBadge) => t('setup.menu', { name: text(badge).name });
  // Once the dialog has gone (and given focus back to what opened it), the organiser continues
  // at the badge's own menu, or at "Add a badge" when the badge is gone.
  const continueAt = (find: (root: HTMLElement) => HTMLElement | null | undefined) =>
    focusWhenReady(
      () => {
        const root = editor.current;
        return root && !document.querySelector('[role="dialog"]') ? find(root) : null;
      },
      { waitMs: 2000 },
    );
  const continueAtBadge = (badge: TGameBadge) =>
    continueAt((root) =>
      [...root.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"]')].find(
        (b) => b.getAttribute('aria-label') === menuLabel(badge),
      ),
    );
  const continueAtAdd = () =>
    continueAt((root) =>
      [...root.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === t('setup.add')),
    );

  const columns: ColumnDef<TGameBadge>[] = [
    {
      id: 'name',
      header: t('setup.badge'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <BadgeIcon icon={row.original.icon} size={20} />
          <Text span size="sm" fw={500}>
            {text(row.original).name}
          </Text>
        </Group>
      ),
    },
    { id: 'rule', header: t('setup.ruleColumn'), cell: ({ row }) => text(row.original).description },
    { accessorKey: 'holders', header: t('setup.holders'), meta: { numeric: true } },
    actionsColumn(t('setup.actions'), (badge) =>
      lock.readOnly && badge.holders === 0 ? null : (
        <ActionsMenu
          label={menuLabel(badge)}
          actions={[
            // A finished game's holders can still be looked at; nothing else changes.
            badge.holders > 0 && {
              label: t('setup.holdersList.action'),
              icon: IconUsers,
              onClick: () => setListing(badge),
            },
            !lock.readOnly && {
              label: t('setup.edit'),
              icon: IconPencil,
              onClick: () => setEditing({ badge }),
            },
            !lock.readOnly &&
              badge.rule.kind === 'manual' && {
                label: t('setup.award.action'),
                icon: IconAward,
                onClick: () => setAwarding(badge),
              },
            !lock.readOnly && {
              label: t('setup.delete.confirm'),
              icon: IconTrash,
              danger: true,
              onClick: () => setDeleting(badge),
            },
          ]}
        />
      ),
    ),
  ];
  const close = () => setEditing(null);

  return (
    <Stack gap="md" ref={editor}>
      <ContentTable
        lock={lock}
        summary={t('setup.summary')}
        addLabel={t('setup.add')}
        onAdd={() => setEditing({})}
        error={badges.error}
        label={t('setup.table')}
        columns={columns}
        rows={badges.data?.data ?? []}
        loading={badges.isPending}
        emptyText={t('setup.empty')}
        minWidth={640}
      />
      <FormDialog
        opened={editing !== null}
        onClose={close}
        title={t(editing?.badge ? 'setup.editTitle' : 'setup.newTitle')}
        wide
      >
        <BadgeForm
          gameId={game.id}
          choices={choices}
          badge={editing?.badge}
          onSaved={(saved) => {
            notifySuccess(t(editing?.badge ? 'setup.saved' : 'setup.added', { name: text(saved).name }));
            close();
            continueAtBadge(saved);
          }}
          onCancel={close}
        />
      </FormDialog>
      <AwardBadgeDialog
        gameId={game.id}
        target={awarding}
        playerField={playerField}
        onDone={(badge, message) => {
          notifySuccess(message);
          setAwarding(null);
          continueAtBadge(badge);
        }}
        onClose={() => setAwarding(null)}
      />
      <HoldersDialog
        gameId={game.id}
        badge={listing}
        canTakeBack={!lock.readOnly}
        onClose={() => {
          const badge = listing;
          setListing(null);
          if (badge) continueAtBadge(badge);
        }}
      />
      <DeleteBadgeDialog
        gameId={game.id}
        badge={deleting}
        onClose={() => setDeleting(null)}
        onRemoved={continueAtAdd}
      />
    </Stack>
  );
}
