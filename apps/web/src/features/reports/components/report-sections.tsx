import { Badge, Text } from '@mantine/core';
import { POINT_SOURCES } from '@rally/contracts/progress';
import type { TCompetitionReport } from '@rally/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

type Props = { report: TCompetitionReport };

export function TeamsSection({ report }: Props) {
  const { t } = useTranslation('reports');
  const title = t('teams.title');
  return (
    <ReportSection title={title}>
      <Text size="sm" c="dimmed" mb="xs">
        {t(report.teamRanking === 'average' ? 'teams.byAverage' : 'teams.byTotal')}
      </Text>
      {report.teams.length === 0 ? (
        <Text c="dimmed">{t('teams.empty')}</Text>
      ) : (
        <ReportTable
          label={title}
          columns={[
            { label: t('columns.rank'), numeric: true },
            { label: t('columns.team') },
            { label: t('columns.members'), numeric: true },
            { label: t('columns.points'), numeric: true },
            { label: t('columns.score'), numeric: true },
            { label: t('columns.badges'), numeric: true },
          ]}
          rows={report.teams.map((team) => ({
            key: `${team.rank}-${team.name}`,
            cells: [
              team.rank,
              team.name,
              team.members,
              formatScore(team.points),
              formatScore(team.score),
              team.badges,
            ],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function PlayersSection({ report }: Props) {
  const { t } = useTranslation('reports');
  const title = t('players.title');
  const { players } = report;
  return (
    <ReportSection title={title}>
      {!players.shown ? (
        <Text c="dimmed">{t('players.teamsOnly')}</Text>
      ) : players.rows.length === 0 ? (
        <Text c="dimmed">{t('players.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t(`players.names.${players.names}`)}
            {players.rows.length < players.total &&
              ` ${t('players.topOf', { shown: players.rows.length, total: players.total })}`}
          </Text>
          <ReportTable
            label={title}
            minWidth={720}
            columns={[
              { label: t('columns.rank'), numeric: true },
              { label: t('columns.name') },
              { label: t('columns.team') },
              { label: t('columns.fromBehaviours'), numeric: true },
              { label: t('columns.fromQuizzes'), numeric: true },
              { label: t('columns.fromKpis'), numeric: true },
              { label: t('columns.streakBonus'), numeric: true },
              { label: t('columns.points'), numeric: true },
              { label: t('columns.logs'), numeric: true },
              { label: t('columns.badges'), numeric: true },
            ]}
            rows={players.rows.map((p, i) => ({
              key: `${p.rank}-${i}`,
              cells: [
                p.rank,
                p.name ?? t('players.hidden'),
                p.teamName,
                ...POINT_SOURCES.map((s) => formatScore(p.sources[s])),
                formatScore(p.points),
                p.logs,
                p.badges,
              ],
            }))}
          />
        </>
      )}
    </ReportSection>
  );
}

export function KpisSection({ report }: Props) {
  const { t } = useTranslation('reports');
  const title = t('kpis.title');
  return (
    <ReportSection title={title}>
      {report.kpis.length === 0 ? (
        <Text c="dimmed">{t('kpis.empty')}</Text>
      ) : (
        <ReportTable
          label={title}
          minWidth={560}
          columns={[
            { label: t('columns.kpi') },
            { label: t('columns.target'), numeric: true },
            { label: t('columns.entries'), numeric: true },
            { label: t('columns.average'), numeric: true },
            { label: t('columns.achievement'), numeric: true },
            { label: t('columns.points'), numeric: true },
          ]}
          rows={report.kpis.map((k) => ({
            key: k.name,
            cells: [
              <span key="name">
                {k.name}
                {k.unit && ` (${k.unit})`}{' '}
                <Badge variant="light" color="gray" size="sm">
                  {t(k.direction === 'higher' ? 'kpis.higher' : 'kpis.lower')}
                </Badge>
              </span>,
              k.target === null ? t('kpis.noTarget') : formatNumber(k.target, 2),
              k.entries,
              k.average === null ? '–' : formatNumber(k.average, 2),
              k.achievement === null ? '–' : formatPercent(k.achievement),
              formatScore(k.points),
            ],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function ParticipationSection({ report }: Props) {
  const { t } = useTranslation('reports');
  const title = t('participation.title');
  const { participation } = report;
  return (
    <ReportSection title={title}>
      <Text mb="xs">
        {t('participation.active', { active: participation.active, count: participation.players })}
      </Text>
      {participation.days.length === 0 ? (
        <Text c="dimmed">{t('participation.noDays')}</Text>
      ) : (
        <ReportTable
          label={t('participation.perDay')}
          minWidth={320}
          columns={[
            { label: t('columns.day') },
            { label: t('columns.logs'), numeric: true },
            { label: t('columns.activePlayers'), numeric: true },
          ]}
          rows={participation.days.map((d) => ({
            key: d.day,
            cells: [formatDate(d.day), d.logs, d.activePlayers],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function CharitiesSection({ report }: Props) {
  const { t } = useTranslation('reports');
  const title = t('charities.title');
  return (
    <ReportSection title={title}>
      {report.charities.length === 0 ? (
        <Text c="dimmed">{t('charities.empty')}</Text>
      ) : (
        <ReportTable
          label={title}
          columns={[
            { label: t('columns.charity') },
            { label: t('columns.pledge'), numeric: true },
            { label: t('columns.cap'), numeric: true },
            { label: t('columns.raised'), numeric: true },
          ]}
          rows={report.charities.map((c) => ({
            key: c.name,
            cells: [
              c.name,
              formatMoney(c.pledgePerPoint, c.currency),
              c.cap === null ? t('charities.noCap') : formatMoney(c.cap, c.currency),
              `${formatMoney(c.raised, c.currency)}${c.capReached ? ` (${t('charities.capReached')})` : ''}`,
            ],
          }))}
        />
      )}
    </ReportSection>
  );
}
