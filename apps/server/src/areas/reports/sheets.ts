import type { ReportLabels } from './labels.ts';
import type { GameReport } from './service.ts';

/** A cell of a downloaded report: text, a number, or empty. */
export type Cell = string | number | null;
/** One sheet of the XLSX file, one section of the CSV file: a title and rows, the first its header. */
export type Sheet = { title: string; rows: Cell[][] };

const percent = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);

/** The report as sheets, the same for both file formats, so XLSX and CSV never say different things. */
export function reportSheets(report: GameReport, l: ReportLabels): Sheet[] {
  const period = report.round
    ? `${l.round}: ${report.round.name} (${report.round.startsOn} – ${report.round.endsOn})`
    : `${l.wholeGame} (${report.startDate ?? ''} – ${report.endDate ?? ''})`;
  const summary: Cell[][] = [
    [l.game, report.name],
    [l.company, report.companyName],
    [l.period, period],
    ...(report.frozen ? [[l.frozen, report.round?.closedAt ?? ''] as Cell[]] : []),
    [l.generatedAt, report.generatedAt.slice(0, 19).replace('T', ' ')],
    [l.players, report.participation.players],
    [l.activePlayers, report.participation.active],
  ];
  const players: Cell[][] = report.players.shown
    ? [
        [
          l.rank,
          l.name,
          l.team,
          l.fromBehaviours,
          l.fromQuizzes,
          l.fromKpis,
          l.streakBonus,
          l.points,
          l.logs,
          l.badges,
        ],
        ...report.players.rows.map((p) => [
          p.rank,
          p.name ?? l.hiddenName,
          p.teamName,
          p.sources.behaviour,
          p.sources.quiz,
          p.sources.kpi,
          p.sources.streak,
          p.points,
          p.logs,
          p.badges,
        ]),
      ]
    : [[l.playersHidden]];
  return [
    { title: l.sheetSummary, rows: summary },
    {
      title: l.sheetTeams,
      rows: [
        [l.rank, l.team, l.members, l.points, l.score, l.badges],
        ...report.teams.map((t) => [t.rank, t.name, t.members, t.points, t.score, t.badges]),
      ],
    },
    { title: l.sheetPlayers, rows: players },
    {
      title: l.sheetKpis,
      rows: [
        [l.kpi, l.unit, l.direction, l.weight, l.target, l.entries, l.average, l.achievement, l.points],
        ...report.kpis.map((k) => [
          k.name,
          k.unit,
          k.direction === 'higher' ? l.higher : l.lower,
          k.weight,
          k.target,
          k.entries,
          k.average === null ? null : Math.round(k.average * 100) / 100,
          percent(k.achievement),
          k.points,
        ]),
      ],
    },
    {
      title: l.sheetParticipation,
      rows: [
        [l.day, l.logs, l.activePlayers],
        ...report.participation.days.map((d) => [d.day, d.logs, d.activePlayers]),
      ],
    },
    {
      title: l.sheetCharities,
      rows: [
        [l.charity, l.pledgePerPoint, l.cap, l.currency, l.raised],
        ...report.charities.map((c) => [c.name, c.pledgePerPoint, c.cap, c.currency, c.raised]),
      ],
    },
  ];
}
