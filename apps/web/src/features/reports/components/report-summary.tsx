import { Badge, Card, SimpleGrid } from '@mantine/core';
import type { TCompetitionReport } from '@rally/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

/** What the report covers: game, company, period (whole game or a round), players, when it was made. */
export function ReportSummary({ report }: { report: TCompetitionReport }) {
  const { t } = useTranslation('reports');
  const { round } = report;
  const period = round
    ? `${round.name}: ${formatDate(round.startsOn)} – ${formatDate(round.endsOn)}`
    : `${t('round.wholeGame')}: ${formatDate(report.startDate)} – ${formatDate(report.endDate)}`;
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('summary.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('summary.game')}>
          {report.name} · {report.companyName}
        </Fact>
        <Fact label={t('summary.period')}>
          {period}{' '}
          {report.frozen && (
            <Badge color="gray" variant="light" size="sm">
              {t('summary.frozen')}
            </Badge>
          )}
        </Fact>
        <Fact label={t('summary.players')}>
          {t('summary.activeOf', {
            active: report.participation.active,
            players: report.participation.players,
          })}
        </Fact>
        <Fact label={t('summary.generatedAt')}>{formatDateTime(report.generatedAt)}</Fact>
      </SimpleGrid>
    </Card>
  );
}
