import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { charityTotalsQueryOptions } from '../../features/charities/api/ledger-api.ts';
import { CharityList } from '../../features/charities/components/charity-list.tsx';
import { GameCharitiesEditor } from '../../features/charities/components/game-charities-editor.tsx';
import { ability, useAppAbility } from '../../lib/abilities.tsx';
import { charitiesQueryOptions, gameCharitiesQueryOptions } from '../../lib/charity-queries.ts';
import type { TOpeningContext, TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/**
 * `/games/charity` and `/games/charity/:id`: the charities a game supports; platform admins also
 * keep the platform's charity list here.
 */
export function CharitiesPage() {
  const { t } = useTranslation('charities');
  const keepsList = useAppAbility().can('manage', 'Charity');
  return (
    <GameContentScreen
      hrefFor={paths.games.charities.href}
      prompt={t('page.prompt')}
      footer={
        keepsList && (
          <Stack gap="lg">
            <Divider />
            <CharityList />
          </Stack>
        )
      }
    >
      {(game) => <GameCharitiesEditor game={game} />}
    </GameContentScreen>
  );
}

// The game's charities and the platform's list it links from; the list's totals only for those
// who keep it (the footer is theirs, with or without a game).
CharitiesPage.openingData = ((context: TOpeningContext) =>
  Promise.all([
    gameContentOpeningData((gameId) => [
      queryClient.prefetchQuery(gameCharitiesQueryOptions(gameId)),
      queryClient.prefetchQuery(charitiesQueryOptions()),
    ])(context),
    ...(ability.can('manage', 'Charity')
      ? [
          queryClient.prefetchQuery(charitiesQueryOptions()),
          queryClient.prefetchQuery(charityTotalsQueryOptions()),
        ]
      : []),
  ])) satisfies TOpensWithData['openingData'];
