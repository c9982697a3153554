import { ActionIcon, Group, NumberInput } from '@mantine/core';
import type { TKpi, TTargetKpi } from '@rally/contracts/kpis';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { targetProblem } from '../../../lib/kpi-target.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetTarget } from '../api/kpis-api.ts';

type Props = {
  gameId: string;
  kpi: TKpi;
  target: TTargetKpi | undefined;
  /** The round whose own target this is (null: the game-wide one), named for the label. */
  round?: { id: string; name: string } | null;
  /** What applies while the cell is empty (a round: the game-wide target). */
  placeholder?: string;
};

/** A KPI's target, game-wide or of one round, edited in place: Enter or the check saves; emptied, it is removed. */
export function TargetCell({ gameId, kpi, target, round = null, placeholder }: Props) {
  const { t } = useTranslation('kpis');
  const { t: tc } = useTranslation();
  const save = useSetTarget(gameId);
  const saved = target?.target ?? '';
  const [value, setValue] = useState<number | string>(saved);
  const [error, setError] = useState<string | null>(null);
  const changed = value !== saved;

  const submit = () => {
    if (!changed) return;
    const problem = value === '' ? null : targetProblem(kpi.direction, value);
    if (problem) return setError(problem);
    setError(null);
    const typed = value === '' ? null : Number(value);
    // Not `mutate`'s own callbacks: TanStack Query skips them once the cell is gone, and the table
    // re-creates the cell (keyed by the saved target) when its refreshed list arrives.
    save
      .mutateAsync({
        kpiId: kpi.id,
        targetId: target?.id ?? null,
        target: typed,
        setTimeId: round?.id ?? null,
      })
      .then(
        () => notifySuccess(t(typed === null ? 'goals.removed' : 'goals.saved', { name: kpi.name })),
        (failure: unknown) => setError(errorMessage(failure, tc)),
      );
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <NumberInput
        aria-label={
          round
            ? t('goals.targetForRound', { name: kpi.name, round: round.name })
            : t('goals.targetFor', { name: kpi.name })
        }
        size="xs"
        w={{ base: 104, sm: 140 }}
        min={0}
        decimalScale={4}
        allowNegative={false}
        hideControls
        rightSection={kpi.unit ? <span aria-hidden>{kpi.unit}</span> : undefined}
        rightSectionWidth={kpi.unit ? 48 : undefined}
        value={value}
        onChange={setValue}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
        error={error}
        placeholder={placeholder ?? t('goals.none')}
      />
      <ActionIcon
        variant={changed ? 'filled' : 'subtle'}
        aria-label={t('goals.save', { name: kpi.name })}
        onClick={submit}
        loading={save.isPending}
        disabled={!changed}
      >
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
