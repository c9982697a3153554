import type { TKpiActualColumn } from '@rally/contracts/kpi-actuals';
import { kpiAchievement, kpiPoints } from '@rally/contracts/kpi-points';

/** A typed value's achievement against the column's target (null: no target, so no points). */
export const achievementOf = (column: TKpiActualColumn, value: number) =>
  kpiAchievement(column.direction, value, column.target);

export const pointsFor = (column: TKpiActualColumn, achievement: number | null) =>
  kpiPoints(column.weight, achievement);
