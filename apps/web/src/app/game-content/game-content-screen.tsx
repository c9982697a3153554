import { Group, Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { gameListQueryOptions, gameQueryOptions } from '../../features/games/api/games-api.ts';
import { GamePicker } from '../../features/games/components/game-picker.tsx';
import { pickerListParams, useRememberedGame } from '../../features/games/components/use-remembered-game.ts';
import type { TOpeningContext } from '../../lib/opening.ts';
import { queryClient } from '../../lib/query-client.ts';

type Props = {
  /** The screen's URL for a game: choosing one goes there. */
  hrefFor: (gameId: string) => string;
  /** Said while no game is chosen. */
  prompt: string;
  /** Buttons next to the heading, once a game is chosen (copy from another game, ...). */
  actions?: (game: TGameDetail) => ReactNode;
  /** The screen's own content for the chosen game. */
  children: (game: TGameDetail) => ReactNode;
  /** Shown under the picker whether or not a game is chosen (the platform's charity list). */
  footer?: ReactNode;
};

/**
 * The frame of a game's content screens (`/games/activity/:id?` and the like): the heading, a game
 * picker that puts the chosen game in the URL, then the content of that game. Opened without a game,
 * it goes on to the game the user most likely means (`useRememberedGame`).
 */
export function GameContentScreen({ hrefFor, prompt, actions, children, footer }: Props) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const gameId = useParams().id;
  const game = useQuery({ ...gameQueryOptions(gameId ?? ''), enabled: Boolean(gameId) });
  const chosen = gameId && game.data?.id === gameId ? game.data : undefined;
  // Opened without a game: on to the one last chosen, or the only running or only game.
  const { deciding } = useRememberedGame({ gameId, hrefFor });

  return (
    <>
      <PageHeader actions={chosen && actions?.(chosen)} />
      <Stack gap="lg">
        <Group gap="sm" align="end">
          <GamePicker
            label={t('picker.label')}
            value={gameId ?? null}
            onChange={(id) => id && navigate(hrefFor(id))}
            w={{ base: '100%', xs: 360 }}
          />
        </Group>
        {!gameId ? (
          deciding ? (
            <LoadingScreen />
          ) : (
            <Text c="dimmed">{prompt}</Text>
          )
        ) : game.isPending ? (
          <LoadingScreen />
        ) : game.isError ? (
          <ErrorAlert error={game.error} />
        ) : (
          chosen && children(chosen)
        )}
        {footer}
      </Stack>
    </>
  );
}

/**
 * What a game's content screen opens with (lib/opening.ts `openingData`): the picker's games, the
 * game of the address and, from `content`, what the screen shows of it, as the screen's own hooks
 * ask for them. Without them its first render showed the picker and a loading indicator, and the
 * content came after two more rounds (the game, then its content).
 */
export const gameContentOpeningData =
  (content: (gameId: string, context: TOpeningContext) => Promise<unknown>[] = () => []) =>
  (context: TOpeningContext) => {
    const gameId = context.params.id;
    return Promise.all([
      queryClient.prefetchQuery(gameListQueryOptions(pickerListParams())),
      ...(gameId ? [queryClient.prefetchQuery(gameQueryOptions(gameId)), ...content(gameId, context)] : []),
    ]);
  };
