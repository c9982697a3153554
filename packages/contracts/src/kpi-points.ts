/**
 * KPI achievement and points (DESIGN section 3, ADR 0015): the one place they are computed, for the
 * server (writes, rescoring, the grid, reports, dashboards) and the grid while typing.
 * - Higher is better: achievement = actual / target.
 * - Lower is better: achievement = target / actual; an actual of 0 is the best possible result
 *   (nothing of what should be low), so it meets any target rather than dividing by zero.
 * - A target of 0 (zero incidents): met or not, so 100% when the actual is at or below it (lower is
 *   better) or at or above it (higher is better), else 0%. No ratio, so no division by zero.
 * - Every achievement is capped at 100%: a KPI never earns more than its weight, and an average of
 *   achievements (a report) never shows more than any one of them.
 * - No target (or a negative one, which the contracts refuse): no achievement, no points.
 * Points are whole (the score columns are integers), rounded half up.
 */
export type TKpiDirection = 'higher' | 'lower';

export function kpiAchievement(
  direction: TKpiDirection,
  actual: number,
  target: number | null,
): number | null {
  if (target === null || !(target >= 0) || !(actual >= 0)) return null;
  if (target === 0) return (direction === 'lower' ? actual <= 0 : actual >= 0) ? 1 : 0;
  if (direction === 'lower') return actual === 0 ? 1 : Math.min(target / actual, 1);
  return Math.min(actual / target, 1);
}

export function kpiPoints(weight: number, achievement: number | null): number {
  if (achievement === null) return 0;
  // The epsilon keeps 0.5-step results (weight 3 × 50%) from rounding down through float error.
  return Math.floor(weight * achievement + 0.5 + 1e-9);
}

/** The achievement of several actuals (a report's period): the mean of their capped achievements. */
export function meanAchievement(achievements: (number | null)[]): number | null {
  const known = achievements.filter((a): a is number => a !== null);
  return known.length === 0 ? null : known.reduce((s, a) => s + a, 0) / known.length;
}
