import { REVIEW_FILTERS } from '@rally/contracts/logs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
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
  const { filters } = view;
  return (
    <>
      <Select
        label={t('review.filters.status')}
        data={REVIEW_FILTERS.map((value) => ({ value, label: t(`review.statuses.${value}`) }))}
        value={filters.status ?? 'open'}
        onChange={(status) => onViewChange({ filters: { status: status === 'open' ? null : status } })}
        allowDeselect={false}
        w={width}
      />
      <Select
        label={t('review.filters.behaviour')}
        placeholder={t('review.filters.allBehaviours')}
        data={behaviours}
        value={filters.behaviourId ?? null}
        onChange={(behaviourId) => onViewChange({ filters: { behaviourId } })}
        searchable
        clearable
        w={width}
      />
      <Select
        label={t('review.filters.team')}
        placeholder={t('review.filters.allTeams')}
        data={teams}
        value={filters.teamId ?? null}
        onChange={(teamId) => onViewChange({ filters: { teamId } })}
        searchable
        clearable
        w={width}
      />
      {playerFilter}
      <Select
        label={t('review.filters.flag')}
        data={[
          { value: 'any', label: t('review.filters.anyFlag') },
          { value: 'true', label: t('review.filters.flaggedOnly') },
          { value: 'false', label: t('review.filters.unflaggedOnly') },
        ]}
        value={filters.flagged ?? 'any'}
        onChange={(flagged) => onViewChange({ filters: { flagged: flagged === 'any' ? null : flagged } })}
        allowDeselect={false}
        w={width}
      />
    </>
  );
}
