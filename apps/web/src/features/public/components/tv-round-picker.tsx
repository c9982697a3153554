import type { TPublicLeaderboard } from '@rally/contracts/public';
import type { TPublicSetTime, TPublicSetTimeResults } from '@rally/contracts/set-times';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { announce } from '../../../lib/announce.ts';

/** What the wall screen shows: the whole game (`value` null) or one round, and the rounds to pick from. */
export type TvRound = {
  rounds: TPublicSetTime[];
  value: string | null;
  onChange: (id: string | null) => void;
  /** The chosen round's board once loaded. */
  board: TPublicSetTimeResults | undefined;
};

/** The picker's value for the whole game: an option needs a value, and a round id is a uuid. */
const WHOLE_GAME = 'game';

/**
 * A round's board in the shape of the game's (teams, the shown players, how teams rank), so the
 * wall screen draws both with the same boards.
 */
export const roundAsBoard = (
  board: TPublicLeaderboard,
  round: TPublicSetTimeResults,
): TPublicLeaderboard => ({
  ...board,
  teamRanking: round.teamRanking,
  teams: round.teams,
  individuals: round.individuals ? round.top : null,
  players: round.players,
});

/** The wall screen's board picker: the whole game or one round; the choice is said once shown. */
export function TvRoundPicker({ round }: { round: TvRound }) {
  const { t } = useTranslation();
  const chosenByHand = useRef(false);
  const shown = round.value ? round.board : undefined;
  useEffect(() => {
    if (!chosenByHand.current) return;
    if (round.value === null) {
      chosenByHand.current = false;
      announce(t('rounds.wholeGame'));
    } else if (shown?.setTime.id === round.value) {
      chosenByHand.current = false;
      announce(
        t('rounds.shown', { name: shown.setTime.name, status: t(`rounds.status.${shown.setTime.status}`) }),
      );
    }
  }, [round.value, shown, t]);

  if (round.rounds.length === 0) return null;
  return (
    <NativeSelect
      label={t('rounds.label')}
      size="md"
      data={[
        { value: WHOLE_GAME, label: t('rounds.wholeGame') },
        ...round.rounds.map((r) => ({ value: r.id, label: `${r.name} · ${t(`rounds.status.${r.status}`)}` })),
      ]}
      value={round.value ?? WHOLE_GAME}
      onChange={(id) => {
        chosenByHand.current = true;
        round.onChange(id === WHOLE_GAME ? null : id);
      }}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
