import { Stack } from '@mantine/core';
import { GAME_PHASES, GAME_SORTS, type TGame } from '@rally/contracts/games';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FilterSelect, viewFilter } from '../../../components/filter-select.tsx';
import { LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { serverPage } from '../../../components/server-page.ts';
import { knownValue, listOpeningData, pagedQuery } from '../../../components/table-query.ts';
import { type TTableDefaults, type TTableView, useTableState } from '../../../components/use-table-state.ts';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import type { TGameListParams } from '../../../lib/game-keys.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { gameListQueryOptions, useGameList } from '../api/games-api.ts';
import { GameCompanySelect } from '../components/game-company-select.tsx';
import { GameDeleteDialog } from '../components/game-delete-dialog.tsx';
import { GameStatusBadge } from '../components/game-status-badge.tsx';
import { GameTable } from '../components/game-table.tsx';

const LIST_VIEW: TTableDefaults<'phase' | 'company'> = {
  sort: 'startDate',
  order: 'desc',
  filters: ['phase', 'company'],
};

/** What the list asks the server for, from its view in the URL. */
const gameListParams = (view: TTableView<'phase' | 'company'>, platform: boolean): TGameListParams => ({
  ...pagedQuery(view, GAME_SORTS, 'startDate'),
  phase: knownValue(GAME_PHASES, view.filters.phase),
  companyId: platform ? view.filters.company : undefined,
});

/** `/games/game-list`: every game the user may see; platform admins see every company's. */
export function GameListPage() {
  const { t } = useTranslation('games');
  const ability = useAppAbility();
  const platform = ability.can('manage', 'Company');
  const { view, update } = useTableState(LIST_VIEW);
  const [deleting, setDeleting] = useState<TGame | null>(null);
  const games = useGameList(gameListParams(view, platform));

  const filters = (
    <>
      <FilterSelect
        view={view}
        onViewChange={update}
        name="phase"
        label={t('fields.status')}
        placeholder={t('list.allPhases')}
        data={GAME_PHASES.map((value) => ({ value, label: t(`phases.${value}`) }))}
        renderOption={({ option }) => <GameStatusBadge phase={option.value as TGame['phase']} />}
      />
      {platform && (
        <GameCompanySelect
          label={t('fields.company')}
          placeholder={t('list.allCompanies')}
          {...viewFilter({ view, onViewChange: update, name: 'company' })}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader
        actions={
          ability.can('manage', 'Game') && (
            <LinkButton to={paths.games.create.href()} icon={IconPlus} variant="filled">
              {t('list.create')}
            </LinkButton>
          )
        }
      />
      <Stack gap="md">
        <ErrorAlert error={games.error} />
        <GameTable
          {...serverPage(games)}
          view={view}
          onViewChange={update}
          toolbar={filters}
          withCompany={platform}
          onDelete={setDeleting}
        />
      </Stack>
      <GameDeleteDialog game={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

GameListPage.openingData = listOpeningData(LIST_VIEW, (view) => [
  queryClient.prefetchQuery(gameListQueryOptions(gameListParams(view, ability.can('manage', 'Company')))),
]) satisfies TOpensWithData['openingData'];
