import { Card, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One part of a report (teams, players, KPIs ...): a titled card, kept whole on a printed page. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} className="report-section">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
