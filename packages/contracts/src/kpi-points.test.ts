import { describe, expect, it } from 'vitest';
import { kpiAchievement, kpiPoints, meanAchievement, type TKpiDirection } from './kpi-points.ts';
import { targetRefusal, ZKpiTarget } from './kpis.ts';

/** A small seeded generator, so a failing case is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const next = random(20_261_129);
const amount = () => {
  const r = next();
  // Zeros, small whole numbers and wide fractions alike.
  return r < 0.15 ? 0 : r < 0.5 ? Math.floor(next() * 10) : Math.round(next() * 1e6) / 100;
};
const cases = Array.from({ length: 2000 }, (_, i) => ({
  direction: (i % 2 === 0 ? 'higher' : 'lower') as TKpiDirection,
  actual: amount(),
  target: amount(),
  weight: Math.floor(next() * 200),
}));

describe('KPI achievement (one rule for the grid, the scores and the reports)', () => {
  it('is always between 0 and 1, and points between 0 and the weight', () => {
    for (const c of cases) {
      const a = kpiAchievement(c.direction, c.actual, c.target);
      expect(a, JSON.stringify(c)).not.toBeNull();
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(1);
      const points = kpiPoints(c.weight, a);
      expect(points).toBeGreaterThanOrEqual(0);
      expect(points).toBeLessThanOrEqual(c.weight);
    }
  });

  it('is 100% exactly when the target is met, and better actuals never achieve less', () => {
    for (const c of cases) {
      const met = c.direction === 'higher' ? c.actual >= c.target : c.actual <= c.target;
      expect(kpiAchievement(c.direction, c.actual, c.target) === 1, JSON.stringify(c)).toBe(met);
      const better = c.direction === 'higher' ? c.actual + 1 : Math.max(c.actual - 1, 0);
      expect(kpiAchievement(c.direction, better, c.target)).toBeGreaterThanOrEqual(
        kpiAchievement(c.direction, c.actual, c.target) ?? 0,
      );
    }
  });

  it('a target of 0: met (100%) or missed (0%), never a ratio', () => {
    expect(kpiAchievement('lower', 1, 0)).toBe(0);
    expect(kpiAchievement('lower', 0, 0)).toBe(1);
    expect(kpiAchievement('higher', 0, 0)).toBe(1);
    expect(kpiAchievement('higher', 5, 0)).toBe(1);
    expect(kpiPoints(50, kpiAchievement('lower', 1, 0))).toBe(0);
  });

  it('a goal of 0 is taken where lower is better and refused where higher is better (every actual meets it)', () => {
    expect(ZKpiTarget.safeParse(0).success).toBe(true);
    expect(ZKpiTarget.safeParse(-0.5).success).toBe(false);
    expect(targetRefusal('lower', 0)).toBeNull();
    expect(targetRefusal('higher', 0)).toBe('kpis.zeroTargetHigher');
    expect(targetRefusal('higher', 0.0001)).toBeNull();
  });

  it('no target, or a value that cannot be an actual: no achievement', () => {
    expect(kpiAchievement('higher', 5, null)).toBeNull();
    expect(kpiAchievement('lower', -5, 10)).toBeNull();
    expect(kpiAchievement('higher', 5, -1)).toBeNull();
  });

  it('averages capped achievements: never above the highest one shown', () => {
    const one = kpiAchievement('higher', 100, 200);
    const two = kpiAchievement('higher', 300, 200);
    expect(meanAchievement([one, two])).toBe(0.75);
    expect(meanAchievement([kpiAchievement('lower', 1, 2), null])).toBe(1);
    expect(meanAchievement([null])).toBeNull();
    for (let i = 0; i + 5 <= cases.length; i += 5) {
      const some = cases.slice(i, i + 5).map((c) => kpiAchievement(c.direction, c.actual, c.target));
      expect(meanAchievement(some)).toBeLessThanOrEqual(Math.max(...some.map((a) => a ?? 0)));
    }
  });
});
