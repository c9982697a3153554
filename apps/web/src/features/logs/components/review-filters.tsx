import { REVIEW_FILTERS } from '@rally/contracts/logs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filter-select.tsx';
import type { TTableView, TTableViewChange } from '../../../components/use-table-state.ts';

export const REVIEW_FILTER_NAMES = ['status', 'behaviourId', 'teamId', 'userId', 'flagged'] as const;
export type TReviewFilter = (typeof REVIEW_FILTER_NAMES)[number];

type TOption = { value: string; label: string };

type Props = {
  view: TTableView<TReviewFilter>;
  onViewChange: (change: TTableViewChange<TReviewFilter>) => void;
  behaviours: TOption[];
  teams: TOption[];
  /** The player filter: a search of the game's players, from the screen that composes this. */
  playerFilter: ReactNode;
};

const width = { base: '100%', xs: 200 };

/** Status, behaviour, team, player and flag, kept in the URL with the rest of the queue's view. */
export function ReviewFilters({ view, onViewChange, behaviours, teams, playerFilter }: Props) {
  const { t } = useTranslation('logs');
  const bound = { view, onViewChange, w: width };
  return (
    <>
      <FilterSelect
        {...bound}
        name="status"
        unset="open"
        label={t('review.filters.status')}
        data={REVIEW_FILTERS.map((value) => ({ value, label: t(`review.statuses.${value}`) }))}
      />
      <FilterSelect
        {...bound}
        name="behaviourId"
        label={t('review.filters.behaviour')}
        placeholder={t('review.filters.allBehaviours')}
        data={behaviours}
        searchable
      />
      <FilterSelect
        {...bound}
        name="teamId"
        label={t('review.filters.team')}
        placeholder={t('review.filters.allTeams')}
        data={teams}
        searchable
      />
      {playerFilter}
      <FilterSelect
        {...bound}
        name="flagged"
        unset="any"
        label={t('review.filters.flag')}
        data={[
          { value: 'any', label: t('review.filters.anyFlag') },
          { value: 'true', label: t('review.filters.flaggedOnly') },
          { value: 'false', label: t('review.filters.unflaggedOnly') },
        ]}
      />
    </>
  );
}
