import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { REVIEW_FILTERS, type TReviewQuery } from '@rally/contracts/logs';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { serverPage } from '../../components/server-page.ts';
import { knownValue } from '../../components/table-query.ts';
import { type TTableView, tableViewOf, useTableState } from '../../components/use-table-state.ts';
import { gameActivitiesQueryOptions } from '../../features/activities/api/activities-api.ts';
import { reviewQueryOptions, useReviewQueue } from '../../features/logs/api/review-api.ts';
import { FlagExplanation } from '../../features/logs/components/flag-explanation.tsx';
import {
  ReviewDecisionDialog,
  type TReviewDecision,
} from '../../features/logs/components/review-decision-dialog.tsx';
import {
  REVIEW_FILTER_NAMES,
  ReviewFilters,
  type TReviewFilter,
} from '../../features/logs/components/review-filters.tsx';
import { ReviewTable } from '../../features/logs/components/review-table.tsx';
import { gameTeamsQueryOptions } from '../../features/teams/api/teams-api.ts';
import { announce } from '../../lib/announce.ts';
import { formatDate } from '../../lib/dates.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useLivePlay } from '../game-view/use-live-play.ts';
import { ReviewPlayerFilter } from './review-player-filter.tsx';
import { useReviewOptions } from './use-review-options.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

const REVIEW_VIEW = { filters: REVIEW_FILTER_NAMES };

/** The page of the queue a view of it (its address) shows. */
function reviewQueryOf(view: TTableView<TReviewFilter>): TReviewQuery {
  const { filters } = view;
  return {
    page: view.page,
    perPage: view.perPage,
    status: knownValue(REVIEW_FILTERS, filters.status) ?? 'open',
    behaviourId: uuid(filters.behaviourId),
    teamId: uuid(filters.teamId),
    userId: uuid(filters.userId),
    flagged: knownValue(['true', 'false'] as const, filters.flagged),
  };
}

/** What the queue shows first, asked for as the app opens on it (lib/opening.ts): the page, the filters' options. */
export const reviewOpeningData = (gameId: string, search: URLSearchParams) => [
  queryClient.prefetchQuery(reviewQueryOptions(gameId, reviewQueryOf(tableViewOf(search, REVIEW_VIEW)))),
  queryClient.prefetchQuery(gameActivitiesQueryOptions(gameId)),
  queryClient.prefetchQuery(gameTeamsQueryOptions(gameId)),
];

/**
 * A game's review queue: filter, choose many, approve or reject them with a reason. The outcome is
 * said in a status line and focus goes back to the list, where the organiser goes on.
 */
export function ReviewQueue({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('logs');
  const { view, update } = useTableState(REVIEW_VIEW);
  const query = reviewQueryOf(view);
  const queue = useReviewQueue(game.id, query);
  const options = useReviewOptions(game.id);
  useLivePlay(game.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [decision, setDecision] = useState<TReviewDecision | null>(null);
  const [outcome, setOutcome] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const flagHelpId = useId();
  const page = serverPage(queue);

  const decided = (made: TReviewDecision, count: number) => {
    setDecision(null);
    setSelected([]);
    const message = t(made === 'approve' ? 'review.approved' : 'review.rejected', { count });
    setOutcome(message);
    // Shown for sighted users, said through the app's one announcer (ADR 0010).
    announce(message);
    // The dialog would hand focus back to its button, which is gone with the selection.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('review.tableLabel')}
      </Title>
      <Text size="sm" fw={600}>
        {outcome}
      </Text>
      <ErrorAlert error={queue.error} />
      {page.rows.some((row) => row.flagged) && <FlagExplanation id={flagHelpId} />}
      <ReviewTable
        {...page}
        view={view}
        onViewChange={update}
        flagHelpId={flagHelpId}
        toolbar={
          <ReviewFilters
            view={view}
            onViewChange={update}
            behaviours={options.behaviours}
            teams={options.teams}
            playerFilter={
              <ReviewPlayerFilter
                gameId={game.id}
                userId={query.userId}
                rows={page.rows}
                onChange={(userId) => update({ filters: { userId } })}
              />
            }
          />
        }
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (log) => `${log.playerName}, ${log.behaviourName}, ${formatDate(log.day)}`,
          actions: (
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => setDecision('approve')}
              >
                {t('review.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => setDecision('reject')}
              >
                {t('review.reject')}
              </Button>
            </Group>
          ),
        }}
      />
      <ReviewDecisionDialog
        gameId={game.id}
        logIds={selected}
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={decided}
      />
    </Stack>
  );
}
