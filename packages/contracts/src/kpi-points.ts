/**
 * KPI points (DESIGN section 3, ADR 0015): weight × min(achievement, 1).
 * - Higher is better: achievement = actual / target.
 * - Lower is better: achievement = target / actual; an actual of 0 is the best possible result
 *   (nothing of what should be low), so it earns full points rather than dividing by zero.
 * - Over 100% is capped: a KPI never earns more than its weight.
 * - No target (or a target of 0 or less, which the contract refuses anyway): no achievement, no points.
 * Points are whole (the score columns are integers), rounded half up.
 */
export type TKpiDirection = 'higher' | 'lower';

export function kpiAchievement(
  direction: TKpiDirection,
  actual: number,
  target: number | null,
): number | null {
  if (target === null || !(target > 0) || !(actual >= 0)) return null;
  if (direction === 'lower') return actual === 0 ? 1 : Math.min(target / actual, 1);
  return Math.min(actual / target, 1);
}

export function kpiPoints(weight: number, achievement: number | null): number {
  if (achievement === null) return 0;
  // The epsilon keeps 0.5-step results (weight 3 × 50%) from rounding down through float error.
  return Math.floor(weight * achievement + 0.5 + 1e-9);
}
