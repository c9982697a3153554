import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import { usePlayerProgress } from '../api/progress-api.ts';
import { DaysLoggedCalendar } from './days-logged-calendar.tsx';
import { PointsBySource } from './points-by-source.tsx';

type Props = {
  gameId: string;
  userId: string;
  /** The level of the sections' headings: 2 on their own screen, 3 inside a section of a profile. */
  level?: 2 | 3;
  /**
   * The player's current and longest streak (issue 29, built apart): shown first when given. Until
   * then nothing stands in its place.
   */
  streaks?: ReactNode;
  /** The player's badges (the badges feature, built apart): shown after the streak when given. */
  badges?: ReactNode;
};

/**
 * A player's progress in a game, the same for the player ("My progress") and for the organiser on
 * the player's profile: where their points came from per round with the trend, and the days they logged.
 */
export function PlayerProgress({ gameId, userId, level = 2, streaks, badges }: Props) {
  const progress = usePlayerProgress(gameId, userId);
  return (
    <WhenLoaded query={progress}>
      {(data) => (
        <Stack gap="md">
          {streaks}
          {badges}
          <PointsBySource progress={data} level={level} />
          <DaysLoggedCalendar progress={data} level={level} />
        </Stack>
      )}
    </WhenLoaded>
  );
}
