import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import type { TGameCharity } from '@rally/contracts/charities';
import type { TGame } from '@rally/contracts/games';
import { IconLinkOff } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { ContentTable } from '../../../components/content-table.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCharities, useGameCharities } from '../../../lib/charity-queries.ts';
import { formatMoney } from './format-money.ts';
import { LinkCharityForm } from './link-charity-form.tsx';
import { UnlinkCharityDialog } from './unlink-charity-dialog.tsx';

/** The game whose content this is: its phase decides whether it may change. */
type Props = { game: TGame };

/** The charities a game supports, each with its pledge per point and cap: link from the platform list, unlink. */
export function GameCharitiesEditor({ game }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('charities');
  const links = useGameCharities(gameId);
  const charities = useCharities();
  const lock = useContentLock(game);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<TGameCharity | null>(null);
  const linked = new Set(links.data?.map((link) => link.charityId));
  const available = (charities.data ?? []).filter((charity) => !linked.has(charity.id));

  const columns: ColumnDef<TGameCharity>[] = [
    { accessorKey: 'charityName', header: t('link.charity') },
    {
      accessorKey: 'pledgePerPoint',
      header: t('link.pledge'),
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.pledgePerPoint, row.original.currency, 4),
    },
    {
      accessorKey: 'cap',
      header: t('link.cap'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.cap === null ? t('link.noCap') : formatMoney(row.original.cap, row.original.currency),
    },
    actionsColumn(t('link.actions'), (link) =>
      lock.readOnly ? null : (
        <Tooltip label={t('unlink.action')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('unlink.label', { name: link.charityName })}
            onClick={() => setUnlinking(link)}
          >
            <IconLinkOff size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    ),
  ];

  return (
    <Stack gap="md">
      <ContentTable
        lock={lock}
        summary={t('editor.summary')}
        addLabel={t('link.add')}
        onAdd={() => setLinking(true)}
        addDisabled={charities.isPending}
        error={links.error ?? charities.error}
        label={t('editor.table')}
        columns={columns}
        rows={links.data ?? []}
        loading={links.isPending}
        emptyText={t('editor.empty')}
        minWidth={480}
      />
      <FormDialog opened={linking} onClose={() => setLinking(false)} title={t('link.title')} wide>
        <LinkCharityForm
          gameId={gameId}
          charities={available}
          onSaved={() => setLinking(false)}
          onCancel={() => setLinking(false)}
        />
      </FormDialog>
      <UnlinkCharityDialog gameId={gameId} link={unlinking} onClose={() => setUnlinking(null)} />
    </Stack>
  );
}
