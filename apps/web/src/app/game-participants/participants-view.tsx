import { Stack } from '@mantine/core';
import { gameRules } from '@rally/contracts/game-lifecycle';
import type { TGameDetail } from '@rally/contracts/games';
import { PARTICIPANT_SORTS, type TParticipant } from '@rally/contracts/scores';
import { IconClipboardCheck, IconPencilPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../components/actions-menu.tsx';
import { PHONE_QUERY } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { Select } from '../../components/select.tsx';
import { serverPage } from '../../components/server-page.ts';
import { pagedQuery } from '../../components/table-query.ts';
import { type TTableView, tableViewOf, useTableState } from '../../components/use-table-state.ts';
import { participantsQueryOptions, useParticipants } from '../../features/scores/api/scores-api.ts';
import { ParticipantTable } from '../../features/scores/components/participant-table.tsx';
import type { TPlayerOption } from '../../features/scores/components/player-select.tsx';
import { useAppAbility } from '../../lib/abilities.tsx';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { LogForPlayerDialog } from '../game-view/log-for-player-dialog.tsx';
import { useLivePlay } from '../game-view/use-live-play.ts';

/** The judge view's table, highest points first unless the address says otherwise. */
const PARTICIPANTS_VIEW = { sort: 'points', order: 'desc' } as const;
const participantsQueryOf = (view: TTableView) => pagedQuery(view, PARTICIPANT_SORTS, 'points');

/** The page of participants the address shows, as the table reads it: the screen's opening data. */
export const participantsOpeningData = (gameId: string, search: URLSearchParams) => [
  queryClient.prefetchQuery(
    participantsQueryOptions(gameId, participantsQueryOf(tableViewOf(search, PARTICIPANTS_VIEW))),
  ),
];

/**
 * Every participant of a game, searched, sorted and paged by the server (it stays fast with 10,000
 * players); organisers log on a player's behalf or review their logs from the row.
 */
export function ParticipantsView({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('scores');
  const { t: tl } = useTranslation('logs');
  const manages = useAppAbility().can('manage', 'Game');
  const canLog = manages && gameRules(game).playersLog;
  const phone = useMediaQuery(PHONE_QUERY);
  const { view, update } = useTableState(PARTICIPANTS_VIEW);
  const [logFor, setLogFor] = useState<TPlayerOption | null>(null);
  const query = participantsQueryOf(view);
  const participants = useParticipants(game.id, query);
  useLivePlay(game.id);

  const rowActions = useCallback(
    (participant: TParticipant) => (
      <ActionsMenu
        label={t('judge.rowActions', { name: participant.fullName })}
        actions={[
          canLog && {
            label: tl('onBehalf.openFor', { name: participant.fullName }),
            icon: IconPencilPlus,
            onClick: () => setLogFor({ userId: participant.userId, fullName: participant.fullName }),
          },
          {
            label: t('judge.reviewLogs', { name: participant.fullName }),
            icon: IconClipboardCheck,
            to: paths.games.review.href(game.id, { userId: participant.userId, status: 'all' }),
          },
        ]}
      />
    ),
    [t, tl, canLog, game.id],
  );

  return (
    <Stack gap="md">
      <ErrorAlert error={participants.error} />
      <ParticipantTable
        {...serverPage(participants)}
        view={view}
        onViewChange={update}
        rowActions={manages ? rowActions : undefined}
        toolbar={
          // On a phone the rows are cards without column headings: the order is chosen here.
          phone && (
            <Select
              label={t('judge.sortBy')}
              data={PARTICIPANT_SORTS.map((value) => ({ value, label: t(`judge.columns.${value}`) }))}
              value={query.sort}
              onChange={(sort) =>
                sort && update({ sort, order: sort === 'name' || sort === 'team' ? 'asc' : 'desc' })
              }
              allowDeselect={false}
              w="100%"
            />
          )
        }
      />
      {canLog && (
        <LogForPlayerDialog
          game={game}
          opened={logFor !== null}
          onClose={() => setLogFor(null)}
          player={logFor}
        />
      )}
    </Stack>
  );
}
