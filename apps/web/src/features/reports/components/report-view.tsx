import './report-print.css';
import { SimpleGrid, Stack } from '@mantine/core';
import type { TCompetitionReport } from '@rally/contracts/reports';
import {
  CharitiesSection,
  KpisSection,
  ParticipationSection,
  PlayersSection,
  TeamsSection,
} from './report-sections.tsx';
import { ReportSummary } from './report-summary.tsx';

/** The report on screen and on paper: the same figures the downloads hold. */
export function ReportView({ report }: { report: TCompetitionReport }) {
  return (
    <Stack gap="lg" className="report-view">
      <ReportSummary report={report} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TeamsSection report={report} />
        <PlayersSection report={report} />
      </SimpleGrid>
      <KpisSection report={report} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ParticipationSection report={report} />
        <CharitiesSection report={report} />
      </SimpleGrid>
    </Stack>
  );
}
