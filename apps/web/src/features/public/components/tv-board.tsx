import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TPublicLeaderboard } from '@rally/contracts/public';
import { IconPlayerPause, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveStatusStore } from '../api/public-leaderboard-live.ts';
import { PlayerBoard, TeamBoard } from './boards.tsx';
import { LiveStatus } from './live-status.tsx';
import { PublicCharities } from './public-charities.tsx';
import type { TMove } from './rank-moves.ts';
import classes from './tv-board.module.css';
import { roundAsBoard, type TvRound, TvRoundPicker } from './tv-round-picker.tsx';

/** Each board stays this long before the next one (WCAG 2.2.2: it can be paused). */
export const TV_CYCLE_MS = 15_000;
/** Rows a wall screen shows per board: what large type fits on one screen. */
const TV_ROWS = 10;

type Props = {
  board: TPublicLeaderboard;
  moves: TMove[];
  live: TLiveStatusStore;
  /** The whole game or one round, with the rounds to pick from (none: the whole game only). */
  round?: TvRound;
};

/**
 * The wall-screen leaderboard: large type, the teams and the players in turn, a short celebration
 * when someone moves up. It pauses while pointed at or focused, and with its pause button. With
 * rounds, a picker shows one round's board instead of the game's.
 */
export function TvBoard({ board: game, moves: gameMoves, live, round }: Props) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  // A round's board while it loads: the game's stays, so the screen never goes blank.
  const roundBoard = round?.value && round.board?.setTime.id === round.value ? round.board : undefined;
  const board = roundBoard ? roundAsBoard(game, roundBoard) : game;
  // Moves are the game board's: a round's rows are not celebrated for them.
  const moves = roundBoard ? [] : gameMoves;
  const boards: ('teams' | 'individuals')[] = board.individuals ? ['teams', 'individuals'] : ['teams'];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = boards[index % boards.length] ?? 'teams';
  const cycling = boards.length > 1 && !paused && !hovered && !focused;

  // Held while pointed at or focused: whoever reads or uses the board keeps it in place.
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (!cycling) return;
    const timer = setInterval(() => setIndex((i) => i + 1), TV_CYCLE_MS);
    return () => clearInterval(timer);
  }, [cycling]);

  const celebrated = moves[0];
  return (
    <div className={classes.tv} ref={holder}>
      <Group justify="space-between" align="flex-start" className={classes.header}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text className={classes.company}>{board.companyName}</Text>
          <Title order={1} className={classes.title}>
            {board.name}
          </Title>
        </Stack>
        <Group gap="md" wrap="wrap" justify="flex-end" align="flex-end">
          {round && <TvRoundPicker round={round} />}
          <LiveStatus live={live} />
          {boards.length > 1 && (
            <Button
              variant="default"
              size="xs"
              leftSection={
                paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />
              }
              onClick={() => setPaused((p) => !p)}
              aria-pressed={paused}
            >
              {t('tv.pause')}
            </Button>
          )}
        </Group>
      </Group>
      <div className={classes.celebration} data-shown={celebrated ? true : undefined}>
        {celebrated && (
          <Group gap="sm" justify="center" wrap="nowrap">
            <IconTrophy aria-hidden className={classes.trophy} />
            <Text inherit fw={800}>
              {t('live.movedUp', { name: celebrated.name, rank: celebrated.rank })}
            </Text>
          </Group>
        )}
      </div>
      <section aria-labelledby="tv-board-title" className={classes.board}>
        <Group justify="space-between" align="baseline">
          <Stack gap={0}>
            <Title order={2} id="tv-board-title" className={classes.boardTitle}>
              {t(shown === 'teams' ? 'board.teams' : 'board.players')}
            </Title>
            {roundBoard && (
              <Text className={classes.position}>
                {tc('rounds.shown', {
                  name: roundBoard.setTime.name,
                  status: tc(`rounds.status.${roundBoard.setTime.status}`),
                })}
              </Text>
            )}
          </Stack>
          {boards.length > 1 && (
            <Text className={classes.position}>
              {t('tv.position', { index: boards.indexOf(shown) + 1, total: boards.length })}
            </Text>
          )}
        </Group>
        {shown === 'teams' ? (
          <TeamBoard board={board} moves={moves} size="tv" limit={TV_ROWS} />
        ) : (
          <PlayerBoard board={board} moves={moves} size="tv" limit={TV_ROWS} />
        )}
      </section>
      <PublicCharities charities={board.charities} size="tv" />
    </div>
  );
}
