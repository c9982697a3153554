import { useGameActivities } from '../../features/activities/api/activities-api.ts';
import { useGameTeams } from '../../features/teams/api/teams-api.ts';

/** The review queue's behaviour and team filters offer the game's own. */
export function useReviewOptions(gameId: string) {
  const activities = useGameActivities(gameId);
  const teams = useGameTeams(gameId);
  return {
    behaviours: (activities.data ?? []).flatMap((activity) =>
      activity.subtasks.map((behaviour) => ({
        value: behaviour.id,
        label: `${activity.name}: ${behaviour.name}`,
      })),
    ),
    teams: (teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
  };
}
