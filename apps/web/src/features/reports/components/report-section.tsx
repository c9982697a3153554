import type { ReactNode } from 'react';
import { RegionCard } from '../../../components/region-card.tsx';

/** One part of a report (teams, players, KPIs ...): a titled card, kept whole on a printed page. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RegionCard title={title} className="report-section">
      {children}
    </RegionCard>
  );
}
