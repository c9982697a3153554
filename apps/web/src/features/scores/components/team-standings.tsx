import { useTranslation } from 'react-i18next';
import { TeamTable } from '../../../components/team-table.tsx';
import type { TStandingsRange } from '../../../lib/play-keys.ts';
import { useTeamStandings } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

type Props = { gameId: string; range: TStandingsRange };

/** The teams ranked (ties share a rank), over the whole game or the chosen days. */
export function TeamStandings({ gameId, range }: Props) {
  const { t } = useTranslation('scores');
  const standings = useTeamStandings(gameId, range);
  return (
    <BoardCard
      title={t('standings.title')}
      query={standings}
      isEmpty={(data) => data.teams.length === 0}
      emptyText={t('standings.empty')}
    >
      {(data) => (
        <TeamTable
          teams={data.teams}
          caption={t(data.teamRanking === 'average' ? 'standings.byAverage' : 'standings.byTotal')}
          heads={{
            rank: t('standings.rank'),
            team: t('standings.team'),
            score: t('standings.score'),
            members: t('standings.members'),
          }}
          busy={standings.isFetching}
        />
      )}
    </BoardCard>
  );
}
