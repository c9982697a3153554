import type { TReportRound } from '@rally/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { formatDate } from '../../../lib/dates.ts';

type Props = {
  rounds: TReportRound[];
  value: string | undefined;
  onChange: (roundId: string | undefined) => void;
};

const WHOLE_GAME = 'game';

/** The whole game or one of its rounds; a closed round says its results are frozen. */
export function RoundSelect({ rounds, value, onChange }: Props) {
  const { t } = useTranslation('reports');
  const data = [
    { value: WHOLE_GAME, label: t('round.wholeGame') },
    ...rounds.map((r) => ({
      value: r.id,
      label: `${r.name} (${formatDate(r.startsOn)} – ${formatDate(r.endsOn)})${r.closedAt ? ` · ${t('round.closed')}` : ''}`,
    })),
  ];
  return (
    <Select
      label={t('round.label')}
      data={data}
      value={value ?? WHOLE_GAME}
      onChange={(next) => onChange(next && next !== WHOLE_GAME ? next : undefined)}
      allowDeselect={false}
      w={{ base: '100%', xs: 360 }}
    />
  );
}
